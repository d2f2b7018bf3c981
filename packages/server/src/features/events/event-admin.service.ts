import { randomUUID } from 'node:crypto';
import type {
  AdminEvent,
  AdminEventListBody,
  EventAddBody,
  EventUpdateBody,
  OrganisedEventsBody,
} from '@ailab/core/contract/events/events.schemas';
import { type EventMaterial, eventDateProblems } from '@ailab/core/contract/events/events.schemas';
import { fieldMessage } from '@ailab/core/errors/field-issues';
import type { TFunction } from 'i18next';
import type { Kysely, Updateable } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { mailWanted } from '../../notifications/mail-wanted';
import { notify } from '../../notifications/notify';
import { type EventListFilters, type EventListRow, eventListQuery } from './event-list.repository';
import { enqueueEventMail } from './event-mail';
import { countsByEvent, eventRowToAdmin, NO_REGISTRATIONS } from './event-mapper';
import {
  deleteEvent,
  type EventRow,
  findEventById,
  insertEvent,
  isSlugTaken,
  lockEvent,
} from './events.repository';
import type { EventsTable } from './events.tables';
import { pageEvents } from './public-event.service';
import { mailPromotions } from './registration.service';
import { countRegistrations, listEventRegistrations } from './registrations.repository';
import { promoteWaitlist } from './seat-allocation';
import { slugFor } from './slug';

/** Administrator views of some events, with their registration counts. */
export async function toAdminEvents(ctx: AppContext, rows: readonly EventListRow[]): Promise<AdminEvent[]> {
  const counts = countsByEvent(
    await countRegistrations(
      ctx.db,
      rows.map((row) => row.id),
    ),
  );
  return rows.map((row) =>
    eventRowToAdmin(
      row,
      counts.get(row.id) ?? { ...NO_REGISTRATIONS },
      `${row.organiser_first} ${row.organiser_last}`.trim(),
    ),
  );
}

/** One event as administrators see it; NOT_FOUND for an unknown id. */
export async function adminEventById(ctx: AppContext, id: string): Promise<AdminEvent> {
  const rows = await eventListQuery(ctx.db, { id, now: ctx.now().toISOString() }).execute();
  const [event] = await toAdminEvents(ctx, rows);
  if (!event) throw new AppError('NOT_FOUND', { params: { path: id } });
  return event;
}

/** A translated 400 naming each date that comes before the one it must follow. */
export function assertDates(merged: Parameters<typeof eventDateProblems>[0], t: TFunction): void {
  const problems = eventDateProblems(merged);
  if (problems.length > 0)
    throw new AppError('VALIDATION_FAILED', {
      fields: problems.map((problem) => ({
        field: problem.path,
        code: problem.key,
        message: fieldMessage(t, problem.key, problem.path),
      })),
    });
}

/** An event that has already ended is not published (issue 24 item 8): nobody could register for it. */
function assertNotOver(event: { ends_at: string }, now: Date, t: TFunction): void {
  if (new Date(event.ends_at).getTime() <= now.getTime())
    throw new AppError('VALIDATION_FAILED', {
      fields: [
        { field: 'state', code: 'ended', message: t('events:errors.publishEnded', { at: event.ends_at }) },
      ],
    });
}

async function assertSlugFree(ctx: AppContext, slug: string, t: TFunction, exceptId?: string): Promise<void> {
  if (await isSlugTaken(ctx.db, slug, exceptId))
    throw new AppError('CONFLICT', {
      fields: [{ field: 'slug', code: 'taken', message: t('events:admin.slugTaken', { slug }) }],
    });
}

/** The row of a new event: no seats taken, organised by `organiserId`, published now when its state says so. */
export function newEventRow(
  fields: Omit<z.output<typeof EventAddBody>, 'slug' | 'recording_url' | 'materials'> & {
    slug: string;
    recording_url?: string | null | undefined;
    materials?: EventMaterial[] | undefined;
  },
  organiserId: string,
  now: string,
): EventRow {
  return {
    id: randomUUID(),
    slug: fields.slug,
    title: fields.title,
    description: fields.description,
    kind: fields.kind,
    state: fields.state,
    starts_at: fields.starts_at,
    ends_at: fields.ends_at,
    time_zone: fields.time_zone,
    venue: fields.venue ?? null,
    online_url: fields.online_url ?? null,
    cover_url: fields.cover_url ?? null,
    recording_url: fields.recording_url ?? null,
    materials: JSON.stringify(fields.materials ?? []),
    capacity: fields.capacity,
    confirmed_count: 0,
    queue_seq: 0,
    registration_opens_at: fields.registration_opens_at ?? null,
    registration_closes_at: fields.registration_closes_at ?? null,
    organiser_id: organiserId,
    published_at: fields.state === 'published' ? now : null,
    cancelled_at: null,
    created_at: now,
    updated_at: now,
  };
}

/** `admin/event/add`: a new event, a draft unless published at once. */
export async function addEvent(
  ctx: AppContext,
  caller: Caller,
  body: z.output<typeof EventAddBody>,
  t: TFunction,
): Promise<AdminEvent> {
  const now = ctx.now().toISOString();
  const slug = body.slug ?? (await slugFor(ctx, body.title));
  await assertSlugFree(ctx, slug, t);
  const row = newEventRow({ ...body, slug }, caller.user.id, now);
  assertDates(row, t);
  if (row.state === 'published') assertNotOver(row, ctx.now(), t);
  await ctx.db.transaction().execute(async (trx) => {
    await insertEvent(trx, row);
    await recordAudit(trx, {
      actorId: caller.user.id,
      action: 'event.create',
      target: { type: 'event', id: row.id },
      before: null,
      after: row,
      at: ctx.now(),
    });
  });
  return adminEventById(ctx, row.id);
}

/** Tells the members among these registrations (guests by e-mail have no account) about the event, in `trx`. */
async function notifyMembers(
  trx: Kysely<Database>,
  ctx: AppContext,
  people: readonly { user_id: string | null }[],
  kind: 'event.changed' | 'event.cancelled',
  event: EventRow,
) {
  const members = people.flatMap((person) => (person.user_id ? [person.user_id] : []));
  await notify(
    trx,
    members.map((userId) => ({
      userId,
      kind,
      params: { event: event.title },
      link: `/events/${event.slug}`,
      at: ctx.now(),
    })),
  );
}

/** Cancels an event and emails everyone holding a seat or a waitlist place. Returns how many were told. */
export async function cancelEvent(
  ctx: AppContext,
  event: EventRow,
  actorId: string,
  changes: Updateable<EventsTable> = {},
): Promise<number> {
  const now = ctx.now().toISOString();
  const cancelled = {
    ...event,
    ...changes,
    state: 'cancelled' as const,
    cancelled_at: now,
    updated_at: now,
  } as EventRow;
  return ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('events')
      .set({ ...changes, state: 'cancelled', cancelled_at: now, updated_at: now })
      .where('id', '=', event.id)
      .execute();
    await recordAudit(trx, {
      actorId,
      action: 'event.cancel',
      target: { type: 'event', id: event.id },
      before: event,
      after: cancelled,
      at: ctx.now(),
    });
    const people = (await listEventRegistrations(trx, event.id)).filter(
      (row) => row.status === 'confirmed' || row.status === 'waitlisted',
    );
    for (const person of people) {
      if (!(await mailWanted(trx, person.user_id, 'event.cancelled'))) continue;
      await enqueueEventMail(
        trx,
        ctx,
        `event:eventCancelled:${person.id}`,
        'eventCancelled',
        { email: person.email, name: person.name, language: person.language },
        cancelled,
      );
    }
    await notifyMembers(trx, ctx, people, 'event.cancelled', cancelled);
    return people.length;
  });
}

function changesFrom(body: z.output<typeof EventUpdateBody>): Updateable<EventsTable> {
  const { id: _id, state: _state, materials, ...fields } = body;
  return {
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    ...(materials ? { materials: JSON.stringify(materials) } : {}),
  };
}

/** What attendees plan around: a change to one of these tells them in the app. */
const ATTENDEE_FIELDS = ['starts_at', 'ends_at', 'time_zone', 'venue', 'online_url'] as const;

/** Tells everyone holding a seat or a waitlist place, in the update's transaction, that the time or place changed. */
async function notifyChange(trx: Kysely<Database>, ctx: AppContext, before: EventRow, after: EventRow) {
  if (ATTENDEE_FIELDS.every((field) => before[field] === after[field])) return;
  const people = (await listEventRegistrations(trx, after.id)).filter(
    (row) => row.status === 'confirmed' || row.status === 'waitlisted',
  );
  await notifyMembers(trx, ctx, people, 'event.changed', after);
}

/** `admin/event/update`: edits fields, publishes, or cancels (emailing attendees). Capacity growth promotes the waitlist. */
export async function updateEvent(
  ctx: AppContext,
  caller: Caller,
  body: z.output<typeof EventUpdateBody>,
  t: TFunction,
): Promise<AdminEvent> {
  const current = await findEventById(ctx.db, body.id);
  if (!current) throw new AppError('NOT_FOUND', { params: { path: body.id } });
  if (current.state === 'cancelled')
    throw new AppError('CONFLICT', {
      messageKey: 'events:errors.alreadyCancelled',
      params: { slug: current.slug },
    });
  const changes = changesFrom(body);
  assertDates({ ...current, ...changes } as EventRow, t);
  if (body.state === 'published' && current.state !== 'published')
    assertNotOver({ ...current, ...changes } as EventRow, ctx.now(), t);
  if (body.slug && body.slug !== current.slug) await assertSlugFree(ctx, body.slug, t, current.id);
  if (body.state === 'cancelled') {
    await cancelEvent(ctx, current, caller.user.id, changes);
    return adminEventById(ctx, current.id);
  }
  const now = ctx.now().toISOString();
  const publishing = body.state === 'published' && current.state === 'draft';
  await ctx.db.transaction().execute(async (trx) => {
    await lockEvent(trx, ctx.dialect, current.id);
    await trx
      .updateTable('events')
      .set({
        ...changes,
        ...(body.state ? { state: body.state } : {}),
        ...(publishing ? { published_at: now } : {}),
        updated_at: now,
      })
      .where('id', '=', current.id)
      .execute();
    const promoted = await promoteWaitlist(trx, current.id, now);
    const updated = await findEventById(trx, current.id);
    await recordAudit(trx, {
      actorId: caller.user.id,
      action: publishing ? 'event.publish' : 'event.update',
      target: { type: 'event', id: current.id },
      before: current,
      after: updated,
      at: ctx.now(),
    });
    if (updated) await mailPromotions(trx, ctx, updated, promoted);
    if (updated && updated.state === 'published' && current.state === 'published')
      await notifyChange(trx, ctx, current, updated);
  });
  return adminEventById(ctx, current.id);
}

/** `admin/event/delete`: removes a draft or an event nobody joined; otherwise cancels it and emails attendees. */
export async function deleteOrCancelEvent(ctx: AppContext, caller: Caller, id: string) {
  const event = await findEventById(ctx.db, id);
  if (!event) throw new AppError('NOT_FOUND', { params: { path: id } });
  const live = (await listEventRegistrations(ctx.db, id)).filter(
    (row) => row.status === 'confirmed' || row.status === 'waitlisted',
  );
  if (event.state === 'draft' || live.length === 0) {
    await ctx.db.transaction().execute(async (trx) => {
      await deleteEvent(trx, id);
      await recordAudit(trx, {
        actorId: caller.user.id,
        action: 'event.delete',
        target: { type: 'event', id },
        before: event,
        after: null,
        at: ctx.now(),
      });
    });
    return { outcome: 'deleted' as const, notified: 0 };
  }
  if (event.state === 'cancelled') return { outcome: 'cancelled' as const, notified: 0 };
  return { outcome: 'cancelled' as const, notified: await cancelEvent(ctx, event, caller.user.id) };
}

/** `admin/event/listing`: every event in every state, soonest first unless sorted otherwise. */
export async function listAdminEvents(
  ctx: AppContext,
  body: z.output<typeof AdminEventListBody>,
  organiserId?: string,
) {
  const filters: EventListFilters = {
    now: ctx.now().toISOString(),
    ...(body.state ? { states: [body.state] } : {}),
    ...(body.when ? { when: body.when } : {}),
    ...(body.kind ? { kind: body.kind } : {}),
    ...(body.id ? { id: body.id } : {}),
    ...('slug' in body && body.slug ? { slug: body.slug } : {}),
    ...(organiserId ? { organiserId } : {}),
  };
  const page = await pageEvents(ctx, filters, {
    list: organiserId ? 'admin.events.organised' : 'admin.events',
    sort: body.sort,
    defaultSort: body.when === 'past' ? '-starts_at' : 'starts_at',
    cursor: body.cursor,
    limit: body.limit,
  });
  return { ...page, items: await toAdminEvents(ctx, page.items) };
}

/** `business_account/admin_events`: the events the calling administrator organises. */
export function listOrganisedEvents(
  ctx: AppContext,
  caller: Caller,
  body: z.output<typeof OrganisedEventsBody>,
) {
  return listAdminEvents(ctx, body, caller.user.id);
}
