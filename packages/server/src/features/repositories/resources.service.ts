import type {
  Repository,
  RepositoryListBody,
  RepositoryListResponse,
} from '@ailab/core/contract/repositories/repositories.schemas';
import { type SqlBool, sql } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { parseStringList } from '../../db/json-list';
import { keysetPage, keysetSort } from '../../db/keyset-page';
import { escapeLike } from '../../db/prefix-match';
import type { RepositoryRow } from './repositories.repository';

export function repositoryRowToRepository(row: RepositoryRow): Repository {
  return {
    id: row.id,
    full_name: row.full_name,
    owner: row.owner,
    name: row.name,
    description: row.description,
    url: row.url,
    homepage: row.homepage,
    language: row.language,
    topics: parseStringList(row.topics),
    stars: Number(row.stars),
    forks: Number(row.forks),
    open_issues: Number(row.open_issues),
    license: row.license,
    latest_release: row.latest_release_tag
      ? { tag: row.latest_release_tag, published_at: row.latest_release_at }
      : null,
    pushed_at: row.pushed_at,
    archived: row.archived === 1,
    removed_at: row.removed_at,
    refreshed_at: row.refreshed_at,
  };
}

function contains(text: string): string {
  return `%${escapeLike(text.toLowerCase())}%`;
}

function counted(values: string[]): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/**
 * Lists tracked repositories: text in name or description, language and
 * topic filters, sort by stars, last push or name, keyset pages; with the
 * languages and topics present for the filters.
 */
export async function listResources(
  ctx: AppContext,
  body: z.output<typeof RepositoryListBody>,
): Promise<z.input<typeof RepositoryListResponse>> {
  let query = ctx.db.selectFrom('repositories').selectAll();
  if (!body.include_removed) query = query.where('removed_at', 'is', null);
  if (body.query) {
    const pattern = contains(body.query);
    query = query.where(
      sql<SqlBool>`(lower(full_name) like ${pattern} escape '\\' or lower(coalesce(description, '')) like ${pattern} escape '\\')`,
    );
  }
  if (body.language) query = query.where(sql<SqlBool>`lower(language) = ${body.language.toLowerCase()}`);
  if (body.topic)
    query = query.where(
      sql<SqlBool>`topics like ${contains(JSON.stringify(body.topic.toLowerCase()))} escape '\\'`,
    );
  const sort = keysetSort(
    'github.resources',
    body.sort,
    '-stars',
    {
      stars: 'stars',
      pushed: { expression: 'pushed_at', nullable: true },
      name: 'full_name_key',
    },
    'id',
  );
  const page = await keysetPage(ctx.db, query, { sort, cursor: body.cursor, limit: body.limit });
  const facets = await ctx.db
    .selectFrom('repositories')
    .select(['language', 'topics'])
    .where('removed_at', 'is', null)
    .execute();
  return {
    items: page.items.map(repositoryRowToRepository),
    next_cursor: page.next_cursor,
    total: page.total,
    languages: counted(facets.flatMap((row) => (row.language ? [row.language] : []))).slice(0, 30),
    topics: counted(facets.flatMap((row) => parseStringList(row.topics))).slice(0, 40),
  };
}
