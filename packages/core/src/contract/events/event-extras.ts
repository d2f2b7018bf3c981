import { ROLE } from '../../roles/roles';
import { endpoint, MEMBER, roles } from '../define';
import { EventImportRequest, EventImportResponse } from './event-import.schemas';
import {
  AttendeeBody,
  AttendeeResponse,
  CalendarFeedBody,
  CalendarFeedResponse,
  CheckInBody,
  CheckInResponse,
  RemindBody,
  RemindResponse,
} from './events.schemas';

const admin = roles(ROLE.admin);

/** Event endpoints beyond the spec, listed in docs/events.md. */
export const eventExtras = {
  checkIn: endpoint({
    path: '/v2/api/admin/event/check_in',
    access: admin,
    feature: 'events',
    summary: 'Mark a confirmed attendee as arrived, or undo it',
    body: CheckInBody,
    response: CheckInResponse,
  }),
  attendee: endpoint({
    path: '/v2/api/admin/event/attendee',
    access: admin,
    feature: 'events',
    summary:
      "Register someone by email, unregister them, or promote them from the waitlist, as the event's organiser",
    body: AttendeeBody,
    response: AttendeeResponse,
  }),
  remind: endpoint({
    path: '/v2/api/admin/event/remind',
    access: { kind: 'roles', roles: [ROLE.admin], apiTokenScope: 'events:remind' },
    feature: 'events',
    summary: 'Send the due day-before reminders once; dry_run counts them',
    body: RemindBody,
    response: RemindResponse,
  }),
  import: endpoint({
    path: '/v2/api/admin/event/import',
    access: admin,
    feature: 'events',
    summary:
      'Import up to 500 events per request; idempotent by slug; dry_run answers per row and writes nothing',
    body: EventImportRequest,
    response: EventImportResponse,
  }),
  calendarFeed: endpoint({
    path: '/v2/api/ailab/event/calendar_feed',
    access: MEMBER,
    feature: 'events',
    summary: 'A new private calendar feed URL of my registrations (the previous one stops working)',
    body: CalendarFeedBody,
    response: CalendarFeedResponse,
  }),
};
