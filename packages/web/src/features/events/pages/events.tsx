import { EventsScreen } from '../components/events-screen';

/** /events: the public event listing. */
export function Component() {
  return <EventsScreen />;
}
