import type { IOStreams } from '../io/io-streams';
import { InstituteScreen, type InstituteScreenProps } from './institute-screen';
import { renderUntil } from './render-until';

/** Shows the supervisor's Institute Admin screen on stderr until the user leaves it. */
export function showInstituteScreen(
  io: IOStreams,
  props: Omit<InstituteScreenProps, 'onExit'>,
): Promise<void> {
  return renderUntil<void>(io, (done) => <InstituteScreen {...props} onExit={() => done()} />);
}
