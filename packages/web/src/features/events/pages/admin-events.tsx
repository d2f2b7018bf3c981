import { AdminEventsScreen } from '../components/admin/admin-events-screen';
import { viewerTimeZone } from '../components/event-when';

/** /admin/admin-events: Events Management (role 99). */
export function Component() {
  return <AdminEventsScreen timeZone={viewerTimeZone()} />;
}
