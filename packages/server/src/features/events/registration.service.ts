import type { EventRegisterBody } from '@ailab/core/contract/events/events.schemas';
import { fieldMessage } from '@ailab/core/errors/field-issues';
import type { Language } from '@ailab/core/i18n/languages';
import type { TFunction } from 'i18next';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { mailWanted } from '../../notifications/mail-wanted';
import { notify } from '../../notifications/notify';
import { hashSecret, newToken } from '../../security/secrets';
import { addMinutes, isPast } from '../../security/time';
import { enqueueEventMail } from './event-mail';
import { isRegistrationOpen } from './event-mapper';
import { type EventRow, findEventById, lockEvent } from './events.repository';
import { publicEventFor } from './public-event.service';
import {
  countRecentByEmail,
  ensureRegistrationRow,
  findRegistrationByEmail,
  findRegistrationById,
  findRegistrationByToken,
  type RegistrationRow,
  updateRegistration,
} from './registrations.repository';
import { type Allocation, allocateSeat, cancelRegistrationInTransaction } from './seat-allocation';

type RegisterBody = z.output<typeof EventRegisterBody>;
type RegisterAnswer = {
  message: string;
  status: RegistrationRow['status'];
  event: Awaited<ReturnType<typeof publicEventFor>>;
};

async function publishedEvent(ctx: AppContext, id: string): Promise<EventRow> {
  const event = await findEventById(ctx.db, id);
  if (!event || event.state === 'draft') throw new AppError('NOT_FOUND', { params: { path: id } });
  return event;
}

function assertOpen(ctx: AppContext, event: EventRow): void {
  if (!isRegistrationOpen(event, ctx.now())) throw new AppError('REGISTRATION_CLOSED');
}

/**
 * Promises, in the allocation's transaction, the email of its outcome: confirmation with `.ics`,
 * or waitlist place. Each allocation has its own cancel link, which names the job.
 */
export async function mailAllocation(
  trx: Kysely<Database>,
  ctx: AppContext,
  event: EventRow,
  allocation: Allocation,
  kind: 'confirmed' | 'promoted' = 'confirmed',
  position = 0,
): Promise<void> {
  const { registration, cancelToken } = allocation;
  const to = { email: registration.email, name: registration.name, language: registration.language };
  const mailKind = registration.status === 'confirmed' ? kind : 'waitlisted';
  const key = `event:${mailKind}:${registration.id}:${(registration.cancel_token_hash ?? '').slice(0, 24)}`;
  const notificationKind =
    registration.status !== 'confirmed'
      ? 'event.registration.waitlisted'
      : kind === 'promoted'
        ? 'event.waitlist.promoted'
        : 'event.registration.confirmed';
  // A member may keep this kind in the app only (profile settings); a guest by email always gets it.
  if (await mailWanted(trx, registration.user_id, notificationKind)) {
    if (registration.status === 'confirmed')
      await enqueueEventMail(trx, ctx, key, kind, to, event, { cancelToken, confirmedAttendee: true });
    else await enqueueEventMail(trx, ctx, key, 'waitlisted', to, event, { cancelToken, position });
  }
  // A member (not a guest by email) is told in the app too, in the same transaction.
  if (registration.user_id)
    await notify(trx, {
      userId: registration.user_id,
      kind: notificationKind,
      params: registration.status === 'confirmed' ? { event: event.title } : { event: event.title, position },
      link: `/events/${event.slug}`,
      at: ctx.now(),
    });
}

/** Promises, in the transaction that promoted them, an email to everyone promoted from a waitlist. */
export async function mailPromotions(
  trx: Kysely<Database>,
  ctx: AppContext,
  event: EventRow,
  promoted: readonly Allocation[],
) {
  for (const allocation of promoted) await mailAllocation(trx, ctx, event, allocation, 'promoted');
}

/** Seats or waitlists an existing registration row inside one locked transaction, with its email. */
async function allocate(
  ctx: AppContext,
  eventId: string,
  registrationId: string,
): Promise<Allocation | null> {
  const now = ctx.now().toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    const event = await lockEvent(trx, ctx.dialect, eventId);
    if (!event || !isRegistrationOpen(event, ctx.now())) throw new AppError('REGISTRATION_CLOSED');
    const row = await findRegistrationById(trx, registrationId);
    if (!row) throw new AppError('NOT_FOUND', { params: { path: registrationId } });
    // Registering twice is idempotent: a live registration stays as it is.
    if (row.status === 'confirmed' || row.status === 'waitlisted') return null;
    const allocation = await allocateSeat(trx, row, now);
    const position = await waitlistPosition({ ...ctx, db: trx }, allocation.registration);
    await mailAllocation(trx, ctx, event, allocation, 'confirmed', position);
    return allocation;
  });
}

async function waitlistPosition(ctx: AppContext, registration: RegistrationRow): Promise<number> {
  const answer = await publicEventFor(ctx, registration.event_id, registration.user_id, registration.id);
  return answer.my_registration?.waitlist_position ?? 0;
}

/** Creates the row for an address, or returns the one it already has (one per event and address). */
async function ensureRow(
  ctx: AppContext,
  event: EventRow,
  person: { email: string; name: string; language: string; userId: string | null },
): Promise<RegistrationRow> {
  return (await ensureRegistrationRow(ctx.db, event.id, person, ctx.now().toISOString())).row;
}

async function assertEmailNotFlooding(ctx: AppContext, email: string): Promise<void> {
  const since = addMinutes(ctx.now(), -60);
  if ((await countRecentByEmail(ctx.db, email, since)) >= ctx.config.limits.eventRegistrationsPerEmailPerHour)
    throw new AppError('RATE_LIMITED', { retryAfterSeconds: 3600 });
}

async function answer(
  ctx: AppContext,
  t: TFunction,
  key: string,
  registration: RegistrationRow | null,
  eventId: string,
  viewerId: string | null,
): Promise<RegisterAnswer> {
  const event = await publicEventFor(ctx, eventId, viewerId, viewerId ? undefined : registration?.id);
  const status = registration?.status ?? 'pending';
  const position = event.my_registration?.waitlist_position ?? 0;
  return { message: t(`events:register.${key}`, { position }), status, event };
}

/** A signed-in member registers in one step: a seat, or a waitlist place. */
async function registerMember(ctx: AppContext, caller: Caller, event: EventRow, t: TFunction) {
  const user = caller.user;
  const row = await ensureRow(ctx, event, {
    email: user.email,
    name: `${user.first_name} ${user.last_name}`.trim(),
    language: user.language,
    userId: user.id,
  });
  const name = `${user.first_name} ${user.last_name}`.trim();
  // A visitor may have registered this address first, under a name of their choosing.
  if (row.user_id === null || row.name !== name)
    await updateRegistration(ctx.db, row.id, { user_id: user.id, name });
  const allocation = await allocate(ctx, event.id, row.id);
  const current = allocation?.registration ?? (await findRegistrationById(ctx.db, row.id)) ?? row;
  return answer(ctx, t, current.status, current, event.id, user.id);
}

/**
 * A visitor registers with name and email: nothing is held until the emailed
 * link confirms the address. The answer is the same whatever the address
 * already has, so it reveals nobody's registration.
 */
async function registerVisitor(
  ctx: AppContext,
  event: EventRow,
  person: { name: string; email: string },
  language: Language,
  t: TFunction,
) {
  await assertEmailNotFlooding(ctx, person.email);
  const row = await ensureRow(ctx, event, { ...person, language, userId: null });
  const to = { email: row.email, name: person.name, language };
  if (row.status === 'confirmed' || row.status === 'waitlisted') {
    // Already in: a fresh cancel link goes to the address itself.
    const cancelToken = newToken('ailab_ev_');
    const hash = hashSecret(cancelToken);
    await ctx.db.transaction().execute(async (trx) => {
      await updateRegistration(trx, row.id, { cancel_token_hash: hash });
      const key = `event:alreadyRegistered:${row.id}:${hash.slice(0, 24)}`;
      await enqueueEventMail(trx, ctx, key, 'alreadyRegistered', to, event, { cancelToken });
    });
  } else if (!recentlySent(ctx, row)) {
    const confirmToken = newToken('ailab_ev_');
    const hash = hashSecret(confirmToken);
    await ctx.db.transaction().execute(async (trx) => {
      await updateRegistration(trx, row.id, {
        status: 'pending',
        name: person.name,
        language,
        confirm_token_hash: hash,
        confirm_expires_at: addMinutes(ctx.now(), ctx.config.limits.eventConfirmHours * 60),
        updated_at: ctx.now().toISOString(),
      });
      const key = `event:confirmLink:${row.id}:${hash.slice(0, 24)}`;
      await enqueueEventMail(trx, ctx, key, 'confirmLink', to, event, { confirmToken });
    });
  }
  return answer(ctx, t, 'checkEmail', null, event.id, null);
}

/** How long a pending registration's confirmation link is not sent again. */
const CONFIRM_RESEND_MINUTES = 5;

/** True when a pending registration's link went out within the last few minutes (the answer stays the same). */
function recentlySent(ctx: AppContext, row: RegistrationRow): boolean {
  return (
    row.status === 'pending' &&
    row.confirm_token_hash !== null &&
    !isPast(addMinutes(new Date(row.updated_at), CONFIRM_RESEND_MINUTES), ctx.now())
  );
}

/** The visitor's emailed link: confirms the address and takes a seat or a waitlist place. */
async function confirmByLink(ctx: AppContext, token: string, t: TFunction) {
  const row = await findRegistrationByToken(ctx.db, 'confirm_token_hash', hashSecret(token));
  if (!row) throw new AppError('CODE_INVALID');
  if (row.status === 'pending') {
    if (row.confirm_expires_at && isPast(row.confirm_expires_at, ctx.now()))
      throw new AppError('CODE_EXPIRED');
    const allocation = await allocate(ctx, row.event_id, row.id);
    await publishedEvent(ctx, row.event_id);
    if (allocation) {
      return answer(
        ctx,
        t,
        allocation.registration.status,
        allocation.registration,
        row.event_id,
        row.user_id,
      );
    }
  }
  const current = (await findRegistrationById(ctx.db, row.id)) ?? row;
  return answer(ctx, t, current.status, current, row.event_id, row.user_id);
}

/** Cancels a registration and promotes the waitlist, in one locked transaction; emails the promoted. */
async function cancel(ctx: AppContext, registration: RegistrationRow, t: TFunction) {
  const now = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const event = await lockEvent(trx, ctx.dialect, registration.event_id);
    const row = await findRegistrationById(trx, registration.id);
    if (!row || row.status === 'cancelled') return;
    const promoted = await cancelRegistrationInTransaction(trx, row, now);
    if (event) await mailPromotions(trx, ctx, event, promoted);
  });
  return answer(
    ctx,
    t,
    'cancelled',
    { ...registration, status: 'cancelled' },
    registration.event_id,
    registration.user_id,
  );
}

/** `open/event/register`: register, confirm by link, cancel by link, or a member's own cancellation. */
export async function handleEventRegister(
  ctx: AppContext,
  caller: Caller | null,
  body: RegisterBody,
  language: Language,
  t: TFunction,
): Promise<RegisterAnswer> {
  switch (body.action) {
    case 'register': {
      const event = await publishedEvent(ctx, body.event_id);
      assertOpen(ctx, event);
      if (caller) return registerMember(ctx, caller, event, t);
      const fields = [];
      if (!body.name)
        fields.push({
          field: 'name',
          code: 'required',
          message: fieldMessage(t, 'required', 'name'),
        });
      if (!body.email)
        fields.push({
          field: 'email',
          code: 'required',
          message: fieldMessage(t, 'required', 'email'),
        });
      if (!body.name || !body.email) throw new AppError('VALIDATION_FAILED', { fields });
      return registerVisitor(ctx, event, { name: body.name, email: body.email }, language, t);
    }
    case 'confirm':
      return confirmByLink(ctx, body.token, t);
    case 'cancel_link': {
      const row = await findRegistrationByToken(ctx.db, 'cancel_token_hash', hashSecret(body.token));
      if (!row) throw new AppError('CODE_INVALID');
      return cancel(ctx, row, t);
    }
    case 'cancel': {
      const member = caller?.user;
      if (!member) throw new AppError('UNAUTHENTICATED');
      await publishedEvent(ctx, body.event_id);
      const row = await findRegistrationByEmail(ctx.db, body.event_id, member.email);
      if (!row || row.user_id !== member.id)
        throw new AppError('NOT_FOUND', { params: { path: body.event_id } });
      return cancel(ctx, row, t);
    }
  }
}
