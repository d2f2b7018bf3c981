import type { ReportCard } from '@ailab/core/contract/research/industries.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { mediaUrl } from '../../media/store-upload';

/** The columns a report card reads from `research_items` joined with `users` as `author`. */
export interface CardRow {
  id: string;
  slug: string;
  pub_title: string;
  pub_summary: string;
  published_at: string | null;
  cover_path: string | null;
  first_name: string;
  last_name: string;
}

/** The select of public reports with their author's name, without order or limit. */
export function publicReportsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('research_items')
    .innerJoin('users', 'users.id', 'research_items.author_id')
    .select([
      'research_items.id as id',
      'research_items.slug as slug',
      'research_items.pub_title as pub_title',
      'research_items.pub_summary as pub_summary',
      'research_items.published_at as published_at',
      'research_items.cover_path as cover_path',
      'users.first_name as first_name',
      'users.last_name as last_name',
    ])
    .where('research_items.published_revision', 'is not', null)
    .where('research_items.state', '<>', 'archived');
}

/** Report cards for rows of {@link publicReportsQuery}, with their industries and tags (two queries). */
export async function reportCards(db: Kysely<Database>, rows: readonly CardRow[]): Promise<ReportCard[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  // Independent reads: on PostgreSQL they run on two pooled connections at once.
  const [industries, tags] = await Promise.all([
    db
      .selectFrom('research_industries')
      .innerJoin('industries', 'industries.id', 'research_industries.industry_id')
      .select(['research_industries.research_id as research_id', 'industries.slug', 'industries.name'])
      .where('research_industries.research_id', 'in', ids)
      .orderBy('industries.name')
      .execute(),
    db
      .selectFrom('research_tags')
      .select(['research_id', 'tag'])
      .where('research_id', 'in', ids)
      .orderBy('tag')
      .execute(),
  ]);
  return rows.map((row) => ({
    slug: row.slug,
    title: row.pub_title,
    summary: row.pub_summary,
    industries: industries
      .filter((item) => item.research_id === row.id)
      .map((item) => ({ slug: item.slug, name: item.name })),
    tags: tags.filter((item) => item.research_id === row.id).map((item) => item.tag),
    author_name: `${row.first_name} ${row.last_name}`.trim(),
    published_at: row.published_at ?? '',
    cover_url: row.cover_path ? mediaUrl(row.cover_path) : null,
  }));
}

/** The newest public reports of one industry. */
export async function latestReportsOf(
  db: Kysely<Database>,
  industryId: string,
  limit: number,
): Promise<ReportCard[]> {
  const rows = await publicReportsQuery(db)
    .where(
      'research_items.id',
      'in',
      db.selectFrom('research_industries').select('research_id').where('industry_id', '=', industryId),
    )
    .orderBy('research_items.published_at', 'desc')
    .orderBy('research_items.id', 'desc')
    .limit(limit)
    .execute();
  return reportCards(db, rows);
}
