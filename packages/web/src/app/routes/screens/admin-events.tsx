import { AdminEventsScreen } from '../../../features/events/components/admin/admin-events-screen';
import { viewerTimeZone } from '../../../features/events/components/event-when';

/** /admin/admin-events: Events Management (role 99). */
export function Component() {
  return <AdminEventsScreen timeZone={viewerTimeZone()} />;
}
