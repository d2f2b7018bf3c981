import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { hashSecret, newToken } from '../../security/secrets';
import { nextQueueNumber, releaseSeat, takeSeat } from './events.repository';
import { firstWaitlisted, type RegistrationRow, updateRegistration } from './registrations.repository';

/** A registration that got a seat or a waitlist place, with the cancel link secret to email. */
export interface Allocation {
  registration: RegistrationRow;
  cancelToken: string;
}

/**
 * Gives a registration a seat if one is left, otherwise a place at the end
 * of the waitlist. Runs inside the transaction that locked the event row; the
 * conditional seat update is what keeps confirmed ≤ capacity.
 */
export async function allocateSeat(
  trx: Transaction<Database>,
  registration: RegistrationRow,
  now: string,
): Promise<Allocation> {
  const queueSeq = await nextQueueNumber(trx, registration.event_id);
  const seated = await takeSeat(trx, registration.event_id);
  const cancelToken = newToken('ailab_ev_');
  const changes = {
    status: seated ? ('confirmed' as const) : ('waitlisted' as const),
    queue_seq: queueSeq,
    confirmed_at: seated ? now : null,
    cancelled_at: null,
    checked_in_at: null,
    reminder_sent_at: null,
    cancel_token_hash: hashSecret(cancelToken),
    confirm_expires_at: null,
    updated_at: now,
  };
  await updateRegistration(trx, registration.id, changes);
  return { registration: { ...registration, ...changes }, cancelToken };
}

/**
 * Moves people from the head of the waitlist into free seats, in order.
 * Returns the promoted registrations with fresh cancel links.
 */
export async function promoteWaitlist(
  trx: Transaction<Database>,
  eventId: string,
  now: string,
): Promise<Allocation[]> {
  const promoted: Allocation[] = [];
  for (;;) {
    const head = await firstWaitlisted(trx, eventId);
    if (!head || !(await takeSeat(trx, eventId))) return promoted;
    promoted.push(await confirmTakenSeat(trx, head, now));
  }
}

/**
 * Confirms a waitlisted registration in the seat the caller has just taken (`takeSeat`), with a fresh cancel
 * link: the waitlist's promotion, and an organiser's.
 */
export async function confirmTakenSeat(
  trx: Transaction<Database>,
  registration: RegistrationRow,
  now: string,
): Promise<Allocation> {
  const cancelToken = newToken('ailab_ev_');
  const changes = {
    status: 'confirmed' as const,
    confirmed_at: now,
    cancel_token_hash: hashSecret(cancelToken),
    updated_at: now,
  };
  await updateRegistration(trx, registration.id, changes);
  return { registration: { ...registration, ...changes }, cancelToken };
}

/** Cancels a registration, gives its seat back and promotes the waitlist. */
export async function cancelRegistrationInTransaction(
  trx: Transaction<Database>,
  registration: RegistrationRow,
  now: string,
): Promise<Allocation[]> {
  await updateRegistration(trx, registration.id, {
    status: 'cancelled',
    cancelled_at: now,
    updated_at: now,
  });
  if (registration.status !== 'confirmed') return [];
  await releaseSeat(trx, registration.event_id);
  return promoteWaitlist(trx, registration.event_id, now);
}
