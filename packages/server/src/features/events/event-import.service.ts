import type { EventImportRow } from '@ailab/core/contract/events/event-import.schemas';
import type { TFunction } from 'i18next';
import type { Updateable } from 'kysely';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../audit/record-audit';
import type { BulkSpec } from '../../bulk/run-bulk';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { assertDates, newEventRow } from './event-admin.service';
import { type EventRow, findEventById, findEventBySlug, insertEvent, lockEvent } from './events.repository';
import type { EventsTable } from './events.tables';
import { mailPromotions } from './registration.service';
import { promoteWaitlist } from './seat-allocation';

type Plan = { existing: EventRow | null; changes: Updateable<EventsTable> };

/** The stored fields a row sets; what a row leaves out is empty, so a row describes the whole event. */
function rowFields(row: EventImportRow) {
  return {
    title: row.title,
    description: row.description,
    kind: row.kind,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    time_zone: row.time_zone,
    venue: row.venue ?? null,
    online_url: row.online_url ?? null,
    cover_url: row.cover_url ?? null,
    capacity: row.capacity,
    registration_opens_at: row.registration_opens_at ?? null,
    registration_closes_at: row.registration_closes_at ?? null,
  };
}

/** The fields of `event` the row changes (its state only when the row names one). */
function changesFor(event: EventRow, row: EventImportRow): Updateable<EventsTable> {
  const wanted: Updateable<EventsTable> = {
    ...rowFields(row),
    ...(row.state ? { state: row.state } : {}),
  };
  return Object.fromEntries(
    Object.entries(wanted).filter(([key, value]) => event[key as keyof EventRow] !== value),
  );
}

/**
 * The events CSV import as a bulk operation (server/src/bulk/run-bulk.ts),
 * keyed by slug: an unknown slug creates the event (organised by the caller),
 * a known one gets the row's fields when any differ, and an identical row is
 * `unchanged`. Dates in the wrong order fail the row with the translated
 * field message; a cancelled event is never reopened by an import. More seats
 * promote the waitlist, and the promoted are emailed after commit.
 */
export function eventImportSpec(
  ctx: AppContext,
  caller: Caller,
  t: TFunction,
): BulkSpec<EventImportRow, Plan> {
  return {
    key: (row) => row.slug,
    async plan(trx, row) {
      assertDates(row, t);
      const existing = (await findEventBySlug(trx, row.slug)) ?? null;
      if (!existing) return { outcome: 'created', data: { existing: null, changes: {} } };
      if (existing.state === 'cancelled')
        throw new AppError('CONFLICT', { messageKey: 'events:import.cancelled', params: { slug: row.slug } });
      const changes = changesFor(existing, row);
      return Object.keys(changes).length === 0
        ? { outcome: 'unchanged' }
        : { outcome: 'updated', data: { existing, changes } };
    },
    async apply(trx, row, decision) {
      const now = ctx.now().toISOString();
      const { existing, changes } = decision.data;
      if (!existing) {
        const created = newEventRow(
          { ...rowFields(row), slug: row.slug, state: row.state ?? 'draft' },
          caller.user.id,
          now,
        );
        await insertEvent(trx, created);
        await recordAudit(trx, {
          actorId: caller.user.id,
          action: 'event.import.create',
          target: { type: 'event', id: created.id },
          before: null,
          after: created,
          at: ctx.now(),
        });
        return;
      }
      await lockEvent(trx, ctx.dialect, existing.id);
      const publishing = changes.state === 'published' && existing.state === 'draft';
      await trx
        .updateTable('events')
        .set({ ...changes, ...(publishing ? { published_at: now } : {}), updated_at: now })
        .where('id', '=', existing.id)
        .execute();
      const promoted = await promoteWaitlist(trx, existing.id, now);
      const after = await findEventById(trx, existing.id);
      await recordAudit(trx, {
        actorId: caller.user.id,
        action: 'event.import.update',
        target: { type: 'event', id: existing.id },
        before: existing,
        after,
        at: ctx.now(),
      });
      if (after && promoted.length > 0) await mailPromotions(trx, ctx, after, promoted);
    },
  };
}
