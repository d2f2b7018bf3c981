import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';

function staticProvider(migrations: Record<string, Migration>): MigrationProvider {
  return { getMigrations: async () => migrations };
}

/**
 * Merges migration lists (the platform's and each feature's) into one, in name order, which is
 * the order Kysely runs them in. A name listed twice is a mistake and throws.
 */
export function assembleMigrations(
  lists: readonly Readonly<Record<string, Migration>>[],
): Record<string, Migration> {
  const all = new Map<string, Migration>();
  for (const list of lists)
    for (const [name, migration] of Object.entries(list)) {
      if (all.has(name)) throw new Error(`Migration ${name} is listed twice`);
      all.set(name, migration);
    }
  return Object.fromEntries([...all].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * Applies pending migrations in one transaction (both dialects run DDL
 * transactionally), so a failure leaves the schema as it was. Throws on failure.
 */
export async function migrateToLatest<DB>(
  db: Kysely<DB>,
  migrations: Record<string, Migration>,
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
