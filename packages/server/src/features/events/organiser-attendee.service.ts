import {
  type AttendeeBody,
  EVENT_MAX_CAPACITY,
  type Registration,
} from '@ailab/core/contract/events/events.schemas';
import { fieldMessage } from '@ailab/core/errors/field-issues';
import type { Language } from '@ailab/core/i18n/languages';
import type { TFunction } from 'i18next';
import type { Transaction } from 'kysely';
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
import { type EventRow, lockEvent, takeSeat, updateEvent } from './events.repository';
import { mailAllocation, mailPromotions } from './registration.service';
import {
  findRegistrationByEmail,
  insertRegistration,
  newRegistrationRow,
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

/** Who is changed, for the audit entry: the registration's status and the event's capacity, before and after. */
interface Change {
  row: RegistrationRow;
  before: RegistrationRow['status'] | null;
  capacityBefore: number;
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

/** The person's registration row, made (pending) when the address has none; a member's name comes from the account. */
async function rowFor(ctx: AppContext, trx: Trx, event: EventRow, body: Body, asked: Asked) {
  const { t } = asked;
  const user = await findUserByEmail(trx, body.email);
  const name = user ? `${user.first_name} ${user.last_name}`.trim() : body.name;
  const existing = await findRegistrationByEmail(trx, event.id, body.email);
  if (existing) {
    if (user && existing.user_id === null) await updateRegistration(trx, existing.id, { user_id: user.id });
    return { ...existing, user_id: existing.user_id ?? user?.id ?? null };
  }
  if (!name)
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ field: 'name', code: 'required', message: fieldMessage(t, 'required', 'name') }],
    });
  const row = newRegistrationRow(
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
  await insertRegistration(trx, row);
  return row;
}

/** Registers the address: a seat or a waitlist place, emailed as a member's own registration is. */
async function register(ctx: AppContext, trx: Trx, event: EventRow, body: Body, asked: Asked) {
  assertTakesAttendees(event, ctx.now());
  const row = await rowFor(ctx, trx, event, body, asked);
  if (row.status === 'confirmed' || row.status === 'waitlisted') return { row, change: null };
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
    change: { row: allocation.registration, before: row.status === 'pending' ? null : row.status },
  };
}

/** Unregisters: the seat goes to the head of the waitlist (emailed), and the person is told. */
async function unregister(ctx: AppContext, trx: Trx, event: EventRow, row: RegistrationRow) {
  if (row.status === 'cancelled') return { row, change: null };
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
  return { row: after, change: { row: after, before: row.status } };
}

/** Seats a waitlisted person now, ahead of the queue: the capacity grows by one when no seat is free. */
async function promote(ctx: AppContext, trx: Trx, event: EventRow, row: RegistrationRow) {
  assertTakesAttendees(event, ctx.now());
  if (row.status === 'confirmed') return { row, change: null };
  if (row.status !== 'waitlisted')
    throw new AppError('CONFLICT', {
      messageKey: 'events:errors.promoteNotWaitlisted',
      params: { email: row.email, status: row.status },
    });
  if (!(await takeSeat(trx, event.id))) {
    if (event.capacity >= EVENT_MAX_CAPACITY)
      throw new AppError('CONFLICT', {
        messageKey: 'events:errors.promoteAtMaximum',
        params: { max: EVENT_MAX_CAPACITY },
      });
    await updateEvent(trx, event.id, { capacity: event.capacity + 1, updated_at: ctx.now().toISOString() });
    if (!(await takeSeat(trx, event.id))) throw new AppError('CONFLICT');
  }
  const allocation = await confirmTakenSeat(trx, row, ctx.now().toISOString());
  const seated = allocation.registration;
  await mailAllocation(trx, ctx, event, allocation, 'promoted');
  return { row: seated, change: { row: seated, before: row.status } };
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
  return ctx.db.transaction().execute(async (trx) => {
    const event = await lockEvent(trx, ctx.dialect, body.event_id);
    if (!event) throw new AppError('NOT_FOUND', { params: { path: body.event_id } });
    let outcome: { row: RegistrationRow; change: Omit<Change, 'capacityBefore'> | null };
    if (body.action === 'register') outcome = await register(ctx, trx, event, body, asked);
    else {
      const row = await findRegistrationByEmail(trx, event.id, body.email);
      if (!row) throw new AppError('NOT_FOUND', { params: { path: body.email } });
      outcome =
        body.action === 'unregister'
          ? await unregister(ctx, trx, event, row)
          : await promote(ctx, trx, event, row);
    }
    const capacity = (await lockEvent(trx, ctx.dialect, event.id))?.capacity ?? event.capacity;
    if (outcome.change)
      await recordAudit(trx, {
        actorId: caller.user.id,
        action: `event.attendee.${body.action}`,
        target: { type: 'event_registration', id: outcome.row.id },
        before: { email: outcome.row.email, status: outcome.change.before, capacity: event.capacity },
        after: { email: outcome.row.email, status: outcome.row.status, capacity },
        at: ctx.now(),
      });
    return {
      registration: toRegistration(outcome.row, (await positionOf(trx, outcome.row)) || null),
      changed: outcome.change !== null,
      capacity,
    };
  });
}
