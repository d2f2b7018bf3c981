import {
  type AttendeeBody,
  EVENT_MAX_CAPACITY,
  type Registration,
} from '@ailab/core/contract/events/events.schemas';
import { fieldMessage } from '@ailab/core/errors/field-issues';
import type { Language } from '@ailab/core/i18n/languages';
import type { TFunction } from 'i18next';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { findUserByEmail } from '../../identity/users.repository';
import { isPast } from '../../security/time';
import { toRegistration } from './attendees.service';
import { enqueueEventMail } from './event-mail';
import { type EventRow, findEventById, lockEvent, takeSeat, updateEvent } from './events.repository';
import { mailAllocation, mailPromotions } from './registration.service';
import {
  ensureRegistrationRow,
  findRegistrationByEmail,
  findRegistrationById,
  type RegistrationRow,
  updateRegistration,
  waitlistAhead,
} from './registrations.repository';
import { allocateSeat, cancelRegistrationInTransaction, confirmTakenSeat } from './seat-allocation';

type Body = z.output<typeof AttendeeBody>;
type Trx = Transaction<Database>;

/** The organiser's request: its language and translator. */
interface Asked {
  language: Language;
  t: TFunction;
}

interface AttendeeAnswer {
  registration: Registration;
  changed: boolean;
  capacity: number;
}

/**
 * What an action did: the registration as it now stands, its status before (null for a new one) when it changed,
 * and the event's capacity after (a promotion into a full event raises it).
 */
interface Outcome {
  row: RegistrationRow;
  changed: boolean;
  before?: RegistrationRow['status'] | null;
  capacity: number;
}

/** A published event that has not ended: the only kind an organiser registers or promotes into. */
function assertTakesAttendees(event: EventRow, now: Date): void {
  if (event.state === 'draft') throw new AppError('CONFLICT', { messageKey: 'events:errors.attendeeDraft' });
  if (event.state === 'cancelled')
    throw new AppError('CONFLICT', {
      messageKey: 'events:errors.attendeeCancelled',
      params: { slug: event.slug },
    });
  if (isPast(event.ends_at, now))
    throw new AppError('CONFLICT', {
      messageKey: 'events:errors.attendeeEnded',
      params: { at: event.ends_at },
    });
}

async function positionOf(trx: Trx, row: RegistrationRow): Promise<number> {
  return row.status === 'waitlisted' ? (await waitlistAhead(trx, row.event_id, row.queue_seq)) + 1 : 0;
}

/**
 * The person's registration row, made (pending) when the address has none; a member's name comes from the account.
 * `created` says whether it is new. Written before the event's lock is taken, as a member's own registration writes
 * its row: inserting a registration while holding the event's row deadlocked on PostgreSQL with a member's own
 * insert of the same address (each waited for the other's lock). A parallel insert of the address wins quietly.
 */
async function rowFor(ctx: AppContext, db: Kysely<Database>, event: EventRow, body: Body, asked: Asked) {
  const user = await findUserByEmail(db, body.email);
  const existing = await findRegistrationByEmail(db, event.id, body.email);
  if (existing) {
    if (user && existing.user_id === null) await updateRegistration(db, existing.id, { user_id: user.id });
    return { row: { ...existing, user_id: existing.user_id ?? user?.id ?? null }, created: false };
  }
  const name = user ? `${user.first_name} ${user.last_name}`.trim() : body.name;
  if (!name)
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ field: 'name', code: 'required', message: fieldMessage(asked.t, 'required', 'name') }],
    });
  return ensureRegistrationRow(
    db,
    event.id,
    {
      email: user?.email ?? body.email,
      name,
      // A guest's emails are in the organiser's language (the address has no account to say otherwise).
      language: user?.language ?? asked.language,
      userId: user?.id ?? null,
    },
    ctx.now().toISOString(),
  );
}

/** The address's row for `register`, written before the locked transaction (see {@link rowFor}). */
async function prepareRegistration(ctx: AppContext, body: Body, asked: Asked) {
  const event = await findEventById(ctx.db, body.event_id);
  if (!event) throw new AppError('NOT_FOUND', { params: { path: body.event_id } });
  assertTakesAttendees(event, ctx.now());
  return rowFor(ctx, ctx.db, event, body, asked);
}

/** Registers the address: a seat or a waitlist place, emailed as a member's own registration is. */
async function register(
  ctx: AppContext,
  trx: Trx,
  event: EventRow,
  prepared: { row: RegistrationRow; created: boolean },
): Promise<Outcome> {
  // Checked again under the lock: the event or the row may have changed since they were read.
  assertTakesAttendees(event, ctx.now());
  const row = (await findRegistrationById(trx, prepared.row.id)) ?? prepared.row;
  if (row.status === 'confirmed' || row.status === 'waitlisted')
    return { row, changed: false, capacity: event.capacity };
  const allocation = await allocateSeat(trx, row, ctx.now().toISOString());
  await mailAllocation(
    trx,
    ctx,
    event,
    allocation,
    'confirmed',
    await positionOf(trx, allocation.registration),
  );
  return {
    row: allocation.registration,
    changed: true,
    before: prepared.created ? null : row.status,
    capacity: event.capacity,
  };
}

/** Unregisters: the seat goes to the head of the waitlist (emailed), and the person is told. */
async function unregister(
  ctx: AppContext,
  trx: Trx,
  event: EventRow,
  row: RegistrationRow,
): Promise<Outcome> {
  if (row.status === 'cancelled') return { row, changed: false, capacity: event.capacity };
  const now = ctx.now().toISOString();
  const promoted = await cancelRegistrationInTransaction(trx, row, now);
  await mailPromotions(trx, ctx, event, promoted);
  if (row.status !== 'pending')
    await enqueueEventMail(
      trx,
      ctx,
      `event:registrationRemoved:${row.id}:${now}`,
      'registrationRemoved',
      { email: row.email, name: row.name, language: row.language },
      event,
    );
  const after = { ...row, status: 'cancelled' as const, cancelled_at: now, updated_at: now };
  return { row: after, changed: true, before: row.status, capacity: event.capacity };
}

/** Seats a waitlisted person now, ahead of the queue: the capacity grows by one when no seat is free. */
async function promote(ctx: AppContext, trx: Trx, event: EventRow, row: RegistrationRow): Promise<Outcome> {
  assertTakesAttendees(event, ctx.now());
  if (row.status === 'confirmed') return { row, changed: false, capacity: event.capacity };
  if (row.status !== 'waitlisted')
    throw new AppError('CONFLICT', {
      messageKey: 'events:errors.promoteNotWaitlisted',
      params: { email: row.email, status: row.status },
    });
  let capacity = event.capacity;
  if (!(await takeSeat(trx, event.id))) {
    if (event.capacity >= EVENT_MAX_CAPACITY)
      throw new AppError('CONFLICT', {
        messageKey: 'events:errors.promoteAtMaximum',
        params: { max: EVENT_MAX_CAPACITY },
      });
    capacity = event.capacity + 1;
    await updateEvent(trx, event.id, { capacity, updated_at: ctx.now().toISOString() });
    if (!(await takeSeat(trx, event.id))) throw new AppError('CONFLICT');
  }
  const allocation = await confirmTakenSeat(trx, row, ctx.now().toISOString());
  await mailAllocation(trx, ctx, event, allocation, 'promoted');
  return { row: allocation.registration, changed: true, before: row.status, capacity };
}

/**
 * `admin/event/attendee`: an organiser's change to one person's registration, in one transaction that
 * holds the event's row (the same lock as every seat change), with its emails and its audit entry. A
 * change that is already so answers `changed: false` and writes nothing.
 */
export async function changeAttendee(
  ctx: AppContext,
  caller: Caller,
  body: Body,
  asked: Asked,
): Promise<AttendeeAnswer> {
  const prepared = body.action === 'register' ? await prepareRegistration(ctx, body, asked) : undefined;
  return ctx.db.transaction().execute(async (trx) => {
    const event = await lockEvent(trx, ctx.dialect, body.event_id);
    if (!event) throw new AppError('NOT_FOUND', { params: { path: body.event_id } });
    let outcome: Outcome;
    if (prepared) outcome = await register(ctx, trx, event, prepared);
    else {
      const row = await findRegistrationByEmail(trx, event.id, body.email);
      if (!row) throw new AppError('NOT_FOUND', { params: { path: body.email } });
      outcome =
        body.action === 'unregister'
          ? await unregister(ctx, trx, event, row)
          : await promote(ctx, trx, event, row);
    }
    const { row, capacity } = outcome;
    if (outcome.changed)
      await recordAudit(trx, {
        actorId: caller.user.id,
        action: `event.attendee.${body.action}`,
        target: { type: 'event_registration', id: row.id },
        before: { email: row.email, status: outcome.before ?? null, capacity: event.capacity },
        after: { email: row.email, status: row.status, capacity },
        at: ctx.now(),
      });
    return {
      registration: toRegistration(row, (await positionOf(trx, row)) || null),
      changed: outcome.changed,
      capacity,
    };
  });
}
