import { EventsScreen } from '../../../features/events/components/events-screen';

/** /events: the public event listing. */
export function Component() {
  return <EventsScreen />;
}
