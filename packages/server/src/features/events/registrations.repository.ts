import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { EventRegistrationsTable } from './events.tables';

export type RegistrationRow = EventRegistrationsTable;
type Db = Kysely<Database> | Transaction<Database>;

export function findRegistrationByEmail(
  db: Db,
  eventId: string,
  email: string,
): Promise<RegistrationRow | undefined> {
  return db
    .selectFrom('event_registrations')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('email', '=', email)
    .executeTakeFirst();
}

export function findRegistrationById(db: Db, id: string): Promise<RegistrationRow | undefined> {
  return db.selectFrom('event_registrations').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findRegistrationByToken(
  db: Db,
  column: 'confirm_token_hash' | 'cancel_token_hash',
  hash: string,
): Promise<RegistrationRow | undefined> {
  return db.selectFrom('event_registrations').selectAll().where(column, '=', hash).executeTakeFirst();
}

/** A new registration row of an address, `pending` until a seat or a waitlist place is allocated. */
export function newRegistrationRow(
  eventId: string,
  person: { email: string; name: string; language: string; userId: string | null },
  now: string,
): RegistrationRow {
  return {
    id: randomUUID(),
    event_id: eventId,
    user_id: person.userId,
    email: person.email,
    name: person.name,
    language: person.language,
    status: 'pending',
    queue_seq: 0,
    confirm_token_hash: null,
    confirm_expires_at: null,
    cancel_token_hash: null,
    checked_in_at: null,
    reminder_sent_at: null,
    confirmed_at: null,
    cancelled_at: null,
    created_at: now,
    updated_at: now,
  };
}

/**
 * The address's row for an event, made `pending` when it has none (one per event and address): a parallel
 * insert of the same address wins quietly and its row is answered. `created` says whether this call made it.
 */
export async function ensureRegistrationRow(
  db: Db,
  eventId: string,
  person: { email: string; name: string; language: string; userId: string | null },
  now: string,
): Promise<{ row: RegistrationRow; created: boolean }> {
  const existing = await findRegistrationByEmail(db, eventId, person.email);
  if (existing) return { row: existing, created: false };
  const row = newRegistrationRow(eventId, person, now);
  await db
    .insertInto('event_registrations')
    .values(row)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  const stored = await findRegistrationByEmail(db, eventId, person.email);
  // Only a deletion of the event between the two statements leaves no row.
  if (!stored) throw new Error(`event ${eventId} has no registration row for the address just written`);
  return { row: stored, created: stored.id === row.id };
}

export async function insertRegistration(db: Db, row: Insertable<EventRegistrationsTable>): Promise<void> {
  await db.insertInto('event_registrations').values(row).execute();
}

export async function updateRegistration(
  db: Db,
  id: string,
  changes: Updateable<EventRegistrationsTable>,
): Promise<void> {
  await db.updateTable('event_registrations').set(changes).where('id', '=', id).execute();
}

/** The head of an event's waitlist. */
export function firstWaitlisted(db: Db, eventId: string): Promise<RegistrationRow | undefined> {
  return db
    .selectFrom('event_registrations')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('status', '=', 'waitlisted')
    .orderBy('queue_seq')
    .limit(1)
    .executeTakeFirst();
}

/** Every registration of an event in queue order (confirmed, then waitlist order). */
export function listEventRegistrations(
  db: Db,
  eventId: string,
  status?: RegistrationRow['status'],
): Promise<RegistrationRow[]> {
  let query = db.selectFrom('event_registrations').selectAll().where('event_id', '=', eventId);
  if (status) query = query.where('status', '=', status);
  return query.orderBy('queue_seq').execute();
}

/** Counts per status, and arrivals, of several events. */
export async function countRegistrations(
  db: Db,
  eventIds: readonly string[],
): Promise<{ event_id: string; status: RegistrationRow['status']; total: number; arrived: number }[]> {
  if (eventIds.length === 0) return [];
  const rows = await db
    .selectFrom('event_registrations')
    .select((eb) => [
      'event_id',
      'status',
      eb.fn.countAll().as('total'),
      eb.fn.count('checked_in_at').as('arrived'),
    ])
    .where('event_id', 'in', eventIds)
    .groupBy(['event_id', 'status'])
    .execute();
  return rows.map((row) => ({ ...row, total: Number(row.total), arrived: Number(row.arrived) }));
}

/** A user's live registrations (not cancelled) for some events, or all of them. */
export function registrationsOfUser(
  db: Db,
  userId: string,
  eventIds?: readonly string[],
): Promise<RegistrationRow[]> {
  let query = db.selectFrom('event_registrations').selectAll().where('user_id', '=', userId);
  if (eventIds) {
    if (eventIds.length === 0) return Promise.resolve([]);
    query = query.where('event_id', 'in', eventIds);
  }
  return query.execute();
}

/** How many waitlisted people are ahead of a queue number. */
export async function waitlistAhead(db: Db, eventId: string, queueSeq: number): Promise<number> {
  const row = await db
    .selectFrom('event_registrations')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('event_id', '=', eventId)
    .where('status', '=', 'waitlisted')
    .where('queue_seq', '<', queueSeq)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** New registrations made with an address since a time (for the per-address limit). */
export async function countRecentByEmail(db: Db, email: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('event_registrations')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('email', '=', email)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Removes visitors' registrations whose confirmation link has expired. */
export async function deleteExpiredPending(db: Db, now: string): Promise<number> {
  const result = await db
    .deleteFrom('event_registrations')
    .where('status', '=', 'pending')
    .where('confirm_expires_at', '<', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Confirmed registrations of published events starting in `[from, to)` that have had no reminder. */
export function dueReminders(
  db: Db,
  from: string,
  to: string,
): Promise<(RegistrationRow & { title: string; starts_at: string })[]> {
  return db
    .selectFrom('event_registrations as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .selectAll('r')
    .select(['e.title', 'e.starts_at'])
    .where('e.state', '=', 'published')
    .where('e.starts_at', '>=', from)
    .where('e.starts_at', '<', to)
    .where('r.status', '=', 'confirmed')
    .where('r.reminder_sent_at', 'is', null)
    .orderBy('e.starts_at')
    .orderBy('r.queue_seq')
    .execute();
}

/** Claims one reminder: true for exactly one caller, however many run at once. */
export async function claimReminder(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('event_registrations')
    .set({ reminder_sent_at: now })
    .where('id', '=', id)
    .where('reminder_sent_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
