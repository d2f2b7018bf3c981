import type { IOStreams } from '../io/io-streams';
import { EventsScreen, type EventsScreenProps } from './events-screen';
import { renderUntil } from './render-until';

/** Shows the Events Management screen on stderr until the user leaves it. */
export function showEventsScreen(io: IOStreams, props: Omit<EventsScreenProps, 'onExit'>): Promise<void> {
  return renderUntil<void>(io, (done) => <EventsScreen {...props} onExit={() => done()} />);
}
