import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { NewsSourcesTable } from './news.tables';

export type SourceRow = Selectable<NewsSourcesTable>;
type Db = Kysely<Database>;

/** Every source with its number of articles, by name. */
export async function listSourcesWithCounts(db: Db) {
  const counts = db
    .selectFrom('news_articles')
    .select(['source_id', (eb) => eb.fn.countAll<number | string>().as('article_count')])
    .groupBy('source_id')
    .as('counts');
  return db
    .selectFrom('news_sources')
    .leftJoin(counts, 'counts.source_id', 'news_sources.id')
    .selectAll('news_sources')
    .select('counts.article_count')
    .orderBy('news_sources.name')
    .orderBy('news_sources.id')
    .execute();
}

export async function findSourceById(db: Db, id: string): Promise<SourceRow | undefined> {
  return db.selectFrom('news_sources').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findSourceByUrl(db: Db, url: string): Promise<SourceRow | undefined> {
  return db.selectFrom('news_sources').selectAll().where('url', '=', url).executeTakeFirst();
}

/** Enabled feed sources, optionally only the given ids. */
export async function listSyncableSources(db: Db, ids: readonly string[] | undefined): Promise<SourceRow[]> {
  let query = db.selectFrom('news_sources').selectAll().where('kind', '=', 'feed').where('enabled', '=', 1);
  if (ids) query = ids.length === 0 ? query.where('id', '=', '') : query.where('id', 'in', ids);
  return query.orderBy('name').orderBy('id').execute();
}

/** Adds a source; false when one with the same URL exists (unique constraint, race-safe). */
export async function insertSource(db: Db, row: Insertable<NewsSourcesTable>): Promise<boolean> {
  const result = await db
    .insertInto('news_sources')
    .values(row)
    .onConflict((conflict) => conflict.column('url').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function updateSource(
  db: Db,
  id: string,
  changes: Updateable<NewsSourcesTable>,
): Promise<boolean> {
  const result = await db.updateTable('news_sources').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteSource(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('news_sources').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
