import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { GithubTargetsTable, RepositoriesTable } from './repositories.tables';

export type RepositoryRow = Selectable<RepositoriesTable>;
export type TargetRow = Selectable<GithubTargetsTable>;
type Db = Kysely<Database>;

export async function listTargets(db: Db): Promise<TargetRow[]> {
  return db.selectFrom('github_targets').selectAll().orderBy('kind').orderBy('name_key').execute();
}

/** Adds a target; false when it is already followed (unique key, race-safe). */
export async function insertTarget(db: Db, row: Insertable<GithubTargetsTable>): Promise<boolean> {
  const result = await db
    .insertInto('github_targets')
    .values(row)
    .onConflict((conflict) => conflict.column('name_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function findTargetByKey(db: Db, key: string): Promise<TargetRow | undefined> {
  return db.selectFrom('github_targets').selectAll().where('name_key', '=', key).executeTakeFirst();
}

export async function deleteTarget(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('github_targets').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function updateTarget(
  db: Db,
  id: string,
  changes: Updateable<GithubTargetsTable>,
): Promise<void> {
  await db.updateTable('github_targets').set(changes).where('id', '=', id).execute();
}

/** Repositories still present (not marked removed), by name. */
export async function listLiveRepositories(db: Db): Promise<RepositoryRow[]> {
  return db
    .selectFrom('repositories')
    .selectAll()
    .where('removed_at', 'is', null)
    .orderBy('full_name_key')
    .execute();
}

export async function findRepositoryByGithubId(db: Db, githubId: number): Promise<RepositoryRow | undefined> {
  return db.selectFrom('repositories').selectAll().where('github_id', '=', githubId).executeTakeFirst();
}

export async function insertRepository(db: Db, row: Insertable<RepositoriesTable>): Promise<void> {
  await db.insertInto('repositories').values(row).execute();
}

export async function updateRepository(
  db: Db,
  id: string,
  changes: Updateable<RepositoriesTable>,
): Promise<void> {
  await db.updateTable('repositories').set(changes).where('id', '=', id).execute();
}

/**
 * Frees `key` for the repository `githubId`: GitHub names are unique at any moment, so another row
 * still holding it is stale (renamed or deleted since) and takes `key#<its github id>` until its own
 * refresh stores its new name or marks it removed.
 */
export async function releaseStaleName(db: Db, key: string, githubId: number): Promise<void> {
  const holder = await db
    .selectFrom('repositories')
    .select(['id', 'github_id'])
    .where('full_name_key', '=', key)
    .where('github_id', '!=', githubId)
    .executeTakeFirst();
  if (holder)
    await db
      .updateTable('repositories')
      .set({ full_name_key: `${key}#${holder.github_id}` })
      .where('id', '=', holder.id)
      .execute();
}
