import type {
  CheckInBody,
  RegisteredUsersBody,
  Registration,
} from '@ailab/core/contract/events/events.schemas';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { adminEventById } from './event-admin.service';
import { findEventById } from './events.repository';
import { memberNamesByEmail } from './member-names';
import {
  findRegistrationByEmail,
  findRegistrationById,
  listEventRegistrations,
  type RegistrationRow,
  updateRegistration,
} from './registrations.repository';

const STATUS_ORDER: Record<RegistrationRow['status'], number> = {
  confirmed: 0,
  waitlisted: 1,
  pending: 2,
  cancelled: 3,
};

/** A registration row as the organiser's lists show it. */
export function toRegistration(
  row: RegistrationRow,
  waitlistPosition: number | null,
  memberName?: string,
): Registration {
  return {
    id: row.id,
    name: memberName || row.name,
    email: row.email,
    member: row.user_id !== null,
    status: row.status,
    waitlist_position: waitlistPosition,
    checked_in: row.checked_in_at !== null,
    checked_in_at: row.checked_in_at,
    registered_at: row.created_at,
    confirmed_at: row.confirmed_at,
    cancelled_at: row.cancelled_at,
  };
}

/** `admin/event/registered_users`: attendees, then the waitlist in order, then pending and cancelled. */
export async function registeredUsers(ctx: AppContext, body: z.output<typeof RegisteredUsersBody>) {
  const event = await adminEventById(ctx, body.event_id);
  const rows = await listEventRegistrations(ctx.db, body.event_id, body.status);
  const sorted = [...rows].sort(
    (a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || a.queue_seq - b.queue_seq,
  );
  const names = await memberNamesByEmail(
    ctx.db,
    rows.map((row) => row.email),
  );
  let position = 0;
  const items = sorted.map((row) =>
    toRegistration(row, row.status === 'waitlisted' ? ++position : null, names.get(row.email.toLowerCase())),
  );
  return { event, items };
}

/** `admin/event/check_in`: marks a confirmed attendee as arrived (or not). */
export async function checkIn(ctx: AppContext, caller: Caller, body: z.output<typeof CheckInBody>) {
  const row = body.registration_id
    ? await findRegistrationById(ctx.db, body.registration_id)
    : body.email
      ? await findRegistrationByEmail(ctx.db, body.event_id, body.email)
      : undefined;
  if (!row || row.event_id !== body.event_id)
    throw new AppError('NOT_FOUND', { params: { path: body.registration_id ?? body.email ?? '' } });
  // Each refusal says why (issue 24 items 8 and 9): nobody arrives at a cancelled event, and only a confirmed seat
  // is checked in (not a waitlisted or cancelled registration).
  const event = await findEventById(ctx.db, body.event_id);
  if (event?.state === 'cancelled' && body.checked_in)
    throw new AppError('CONFLICT', { messageKey: 'events:errors.checkInCancelledEvent' });
  if (row.status !== 'confirmed')
    throw new AppError('CONFLICT', {
      messageKey: 'events:errors.checkInNotConfirmed',
      params: { email: row.email, status: row.status },
    });
  const now = ctx.now().toISOString();
  const checkedInAt = body.checked_in ? (row.checked_in_at ?? now) : null;
  await ctx.db.transaction().execute(async (trx) => {
    await updateRegistration(trx, row.id, { checked_in_at: checkedInAt, updated_at: now });
    await recordAudit(trx, {
      actorId: caller.user.id,
      action: body.checked_in ? 'event.check_in' : 'event.check_in.undo',
      target: { type: 'event_registration', id: row.id },
      before: { checked_in_at: row.checked_in_at },
      after: { checked_in_at: checkedInAt },
      at: ctx.now(),
    });
  });
  return { registration: toRegistration({ ...row, checked_in_at: checkedInAt }, null) };
}
