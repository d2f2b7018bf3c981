import type { MyEventsBody } from '@ailab/core/contract/events/events.schemas';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Caller } from '../../identity/bearer-tokens';
import type { EventListFilters } from './event-list.repository';
import { pageEvents, toPublicEvents } from './public-event.service';
import { registrationsOfUser } from './registrations.repository';

/**
 * `business_account/all_events`: the member's view. Every published event
 * (and cancelled ones they had joined) with their own registration state;
 * `mine: true` keeps only the events they registered for.
 */
export async function listMyEvents(ctx: AppContext, caller: Caller, body: z.output<typeof MyEventsBody>) {
  const own = await registrationsOfUser(ctx.db, caller.user.id);
  const filters: EventListFilters = {
    now: ctx.now().toISOString(),
    states: body.mine ? ['published', 'cancelled'] : ['published'],
    ...(body.when ? { when: body.when } : {}),
    ...(body.mine ? { ids: own.map((row) => row.event_id) } : {}),
  };
  const page = await pageEvents(ctx, filters, {
    list: 'my.events',
    sort: body.sort,
    defaultSort: body.when === 'past' ? '-starts_at' : 'starts_at',
    cursor: body.cursor,
    limit: body.limit,
  });
  return { ...page, items: await toPublicEvents(ctx, page.items, { userId: caller.user.id }) };
}
