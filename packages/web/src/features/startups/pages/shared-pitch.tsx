import { SharedPitchScreen } from '../share/shared-pitch-screen';

/** /p/:token: a pitch shared by a link. */
export function Component() {
  return <SharedPitchScreen />;
}
