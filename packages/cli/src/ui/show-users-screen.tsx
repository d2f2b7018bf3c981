import type { IOStreams } from '../io/io-streams';
import { renderUntil } from './render-until';
import { UsersScreen, type UsersScreenProps } from './users-screen';

/** Shows the User Management screen on stderr until the user leaves it. */
export function showUsersScreen(io: IOStreams, props: Omit<UsersScreenProps, 'onExit'>): Promise<void> {
  return renderUntil<void>(io, (done) => <UsersScreen {...props} onExit={() => done()} />);
}
