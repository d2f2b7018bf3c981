import type { Kysely } from 'kysely';
import { dialectOf } from '../../db/prefix-match';
import type { Database } from '../../db/schema';

/**
 * Locks the startups' rows until the transaction ends, in id order: every change to a startup's ordered
 * children (a pitch's sections and key facts, a section's images) and to its match rows takes it first,
 * so two such changes to one startup take turns. On PostgreSQL, a read of the last position (or of the
 * match rows) made after the lock sees what the other transaction committed; without it, parallel creates
 * read the same last position and write the same next one, and parallel match refreshes insert the same
 * row twice. `NO KEY UPDATE` leaves inserts that reference the startup free. SQLite: nothing to do; its
 * transactions run one after another.
 */
export async function lockStartups(db: Kysely<Database>, startupIds: readonly string[]): Promise<void> {
  if (dialectOf(db) !== 'postgres' || startupIds.length === 0) return;
  await db
    .selectFrom('startups')
    .select('id')
    .where('id', 'in', [...startupIds])
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
}
