import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as accounts from './migrations/2026-11-22-0001-accounts';
import * as mediaFiles from './migrations/2026-11-23-0100-media-files';
import * as userNameAnyCase from './migrations/2026-11-23-0101-user-name-any-case';
import * as signUpAttempts from './migrations/2026-11-23-0102-sign-up-attempts';
import * as userNameUniqueIndexName from './migrations/2026-11-23-0103-user-name-unique-index-name';
import * as auditLog from './migrations/2026-11-23-0200-audit-log';
import * as demoSeeds from './migrations/2026-11-23-0201-demo-seeds';
import * as userRoles from './migrations/2026-11-23-0300-user-roles';
import * as userPrefixIndexes from './migrations/2026-11-23-0301-user-prefix-indexes';
import * as learning from './migrations/2026-11-23-0400-learning';
import * as courseSearch from './migrations/2026-11-23-0401-course-search';
import * as newsAndRepositories from './migrations/2026-11-23-0500-news-and-repositories';
import * as newsSearchWindow from './migrations/2026-11-23-0510-news-search-window';
import * as events from './migrations/2026-11-23-0600-events';
import * as eventsSearch from './migrations/2026-11-23-0601-events-search';
import * as userStateIndex from './migrations/2026-11-23-0700-user-state-index';
import * as learningJsonSnakeCase from './migrations/2026-11-26-0100-learning-json-snake-case';

/** Every migration, in order. Listed statically so bundlers and tsx need no directory scan. */
export const MIGRATIONS: Record<string, Migration> = {
  '2026-11-22-0001-accounts': accounts,
  '2026-11-23-0100-media-files': mediaFiles,
  '2026-11-23-0101-user-name-any-case': userNameAnyCase,
  '2026-11-23-0102-sign-up-attempts': signUpAttempts,
  '2026-11-23-0103-user-name-unique-index-name': userNameUniqueIndexName,
  '2026-11-23-0200-audit-log': auditLog,
  '2026-11-23-0201-demo-seeds': demoSeeds,
  '2026-11-23-0300-user-roles': userRoles,
  '2026-11-23-0301-user-prefix-indexes': userPrefixIndexes,
  '2026-11-23-0400-learning': learning,
  '2026-11-23-0401-course-search': courseSearch,
  '2026-11-23-0500-news-and-repositories': newsAndRepositories,
  '2026-11-23-0510-news-search-window': newsSearchWindow,
  '2026-11-23-0600-events': events,
  '2026-11-23-0601-events-search': eventsSearch,
  '2026-11-23-0700-user-state-index': userStateIndex,
  '2026-11-26-0100-learning-json-snake-case': learningJsonSnakeCase,
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
