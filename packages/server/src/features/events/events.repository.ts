import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { EventsTable } from './events.tables';

export type EventRow = EventsTable;
type Db = Kysely<Database> | Transaction<Database>;

export function findEventById(db: Db, id: string): Promise<EventRow | undefined> {
  return db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findEventBySlug(db: Db, slug: string): Promise<EventRow | undefined> {
  return db.selectFrom('events').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/**
 * Reads an event inside a write transaction, locking its row on PostgreSQL
 * (`FOR UPDATE`) so registrations for one event take turns. SQLite runs one
 * write transaction at a time already.
 */
export function lockEvent(
  trx: Transaction<Database>,
  dialect: string,
  id: string,
): Promise<EventRow | undefined> {
  const query = trx.selectFrom('events').selectAll().where('id', '=', id);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

export async function insertEvent(db: Db, row: Insertable<EventsTable>): Promise<void> {
  await db.insertInto('events').values(row).execute();
}

export async function updateEvent(db: Db, id: string, changes: Updateable<EventsTable>): Promise<void> {
  await db.updateTable('events').set(changes).where('id', '=', id).execute();
}

export async function deleteEvent(db: Db, id: string): Promise<void> {
  await db.deleteFrom('events').where('id', '=', id).execute();
}

/** Takes one seat if one is left; false when the event is full. The condition is the guard against overselling. */
export async function takeSeat(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('events')
    .set((eb) => ({ confirmed_count: eb('confirmed_count', '+', 1) }))
    .where('id', '=', id)
    .whereRef('confirmed_count', '<', 'capacity')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives one seat back. */
export async function releaseSeat(db: Db, id: string): Promise<void> {
  await db
    .updateTable('events')
    .set((eb) => ({ confirmed_count: eb('confirmed_count', '-', 1) }))
    .where('id', '=', id)
    .where('confirmed_count', '>', 0)
    .execute();
}

/** The next place in the event's queue (waitlist order), counted on the event row. */
export async function nextQueueNumber(db: Db, id: string): Promise<number> {
  const row = await db
    .updateTable('events')
    .set((eb) => ({ queue_seq: eb('queue_seq', '+', 1) }))
    .where('id', '=', id)
    .returning('queue_seq')
    .executeTakeFirstOrThrow();
  return row.queue_seq;
}

export async function isSlugTaken(db: Db, slug: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('events').select('id').where('slug', '=', slug);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}
