import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as accounts from './migrations/2026-11-22-0001-accounts';

/** Every migration, in order. Listed statically so bundlers and tsx need no directory scan. */
export const MIGRATIONS: Record<string, Migration> = {
  '2026-11-22-0001-accounts': accounts,
};

function staticProvider(migrations: Record<string, Migration>): MigrationProvider {
  return { getMigrations: async () => migrations };
}

/**
 * Applies pending migrations in one transaction (both dialects run DDL
 * transactionally), so a failure leaves the schema as it was. Throws on failure.
 */
export async function migrateToLatest<DB>(
  db: Kysely<DB>,
  migrations: Record<string, Migration> = MIGRATIONS,
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: staticProvider(migrations),
    migrationTableName: 'schema_migrations',
    migrationLockTableName: 'schema_migrations_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed; no migration of this run was applied`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}
