import { contract } from '@ailab/core/contract/index';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { runBulk } from '../../bulk/run-bulk';
import { endpointRegistrar, type RegisteredPaths } from '../../http/register-endpoint';
import { checkIn, registeredUsers } from './attendees.service';
import { eventCalendar, feedCalendar, issueCalendarFeed } from './calendar-feed.service';
import {
  addEvent,
  deleteOrCancelEvent,
  listAdminEvents,
  listOrganisedEvents,
  updateEvent,
} from './event-admin.service';
import { eventImportSpec } from './event-import.service';
import { listMyEvents } from './my-events.service';
import { changeAttendee } from './organiser-attendee.service';
import { listOpenEvents } from './public-event.service';
import { handleEventRegister } from './registration.service';
import { sendDueReminders } from './reminders.service';

/** Events: the admin and open v2 groups, the v1 business account views, the extras, and the `.ics` files. */
export function registerEventRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  registered: RegisteredPaths,
): void {
  const on = endpointRegistrar(app, ctx, registered);
  const { adminEvents, open, businessAccount, eventExtras } = contract;

  on(adminEvents.listing, ({ body }) => listAdminEvents(ctx, body));
  on(adminEvents.add, ({ caller, body, t }) => addEvent(ctx, caller, body, t));
  on(adminEvents.update, ({ caller, body, t }) => updateEvent(ctx, caller, body, t));
  on(adminEvents.delete, ({ caller, body }) => deleteOrCancelEvent(ctx, caller, body.id));
  on(adminEvents.registeredUsers, ({ body }) => registeredUsers(ctx, body));

  on(open.eventListing, ({ caller, body }) => listOpenEvents(ctx, caller?.user.id ?? null, body));
  on(
    open.eventRegister,
    ({ caller, body, language, t }) => handleEventRegister(ctx, caller, body, language, t),
    {
      ipRequestsPerMinute: ctx.config.limits.eventRegistrationsPerIpPerMinute,
    },
  );

  on(businessAccount.allEvents, ({ caller, body }) => listMyEvents(ctx, caller, body));
  on(businessAccount.adminEvents, ({ caller, body }) => listOrganisedEvents(ctx, caller, body));

  on(eventExtras.checkIn, ({ caller, body }) => checkIn(ctx, caller, body));
  on(eventExtras.attendee, ({ caller, body, language, t }) =>
    changeAttendee(ctx, caller, body, { language, t }),
  );
  on(eventExtras.import, ({ caller, body, t }) => runBulk(ctx.db, body, eventImportSpec(ctx, caller, t), t));
  on(eventExtras.remind, ({ body }) => sendDueReminders(ctx, body.dry_run));
  on(eventExtras.calendarFeed, ({ caller }) => issueCalendarFeed(ctx, caller));

  // Calendar files are plain GETs that calendar apps subscribe to; they are not JSON API calls.
  const ics = (name: string) => /^([A-Za-z0-9_-]{3,200})\.ics$/.exec(name)?.[1];
  app.get<{ Params: { file: string } }>('/calendar/events/:file', async (request, reply) => {
    const slug = ics(request.params.file);
    const body = await eventCalendar(ctx, slug ?? '');
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${slug}.ics"`)
      .send(body);
  });
  app.get<{ Params: { file: string } }>('/calendar/feeds/:file', async (request, reply) => {
    const body = await feedCalendar(ctx, ics(request.params.file) ?? '');
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=300')
      .send(body);
  });
}
