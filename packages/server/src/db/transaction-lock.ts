import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from './schema';

/**
 * Holds a named lock until the surrounding transaction ends, so work keyed by
 * the same name (a user's quota, a stored file) runs one transaction at a time.
 * PostgreSQL: a transaction-scoped advisory lock. SQLite: nothing to do, since
 * the app talks to SQLite over one connection and its transactions already run
 * one after another.
 */
export async function lockForTransaction(
  trx: Transaction<Database> | Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
  name: string,
): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${name}, 0))`.execute(trx);
}
