import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * Which database a migration runs on. A frozen copy for migrations (they import nothing from live
 * code, so a later change there cannot change what an old migration does).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against Kysely<any>
export function dialectOf(db: Kysely<any>): 'sqlite' | 'postgres' {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
