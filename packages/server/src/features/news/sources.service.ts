import { randomUUID } from 'node:crypto';
import type { NewsSource } from '@ailab/core/contract/news/news.schemas';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { auditChange } from '../../audit/audit-change';
import { AppError } from '../../http/app-error';
import { sourceRowToSource } from './source-mapper';
import {
  deleteSource,
  findSourceByUrl,
  insertSource,
  listSourcesWithCounts,
  updateSource,
} from './sources.repository';

/** The source that holds articles administrators post by hand. */
export const MANUAL_SOURCE_URL = 'manual:ailab';

export async function listSources(ctx: AppContext): Promise<NewsSource[]> {
  const now = ctx.now();
  return (await listSourcesWithCounts(ctx.db)).map((row) => sourceRowToSource(row, now));
}

/** The sync state of a source never fetched. */
export function emptyHealth(now: string) {
  return {
    etag: null,
    last_modified: null,
    last_status: null,
    last_attempt_at: null,
    last_success_at: null,
    last_error_kind: null,
    last_error_message: null,
    next_attempt_at: null,
    consecutive_failures: 0,
    failing_since: null,
    fetch_count: 0,
    not_modified_count: 0,
    created_at: now,
    updated_at: now,
  };
}

/** Adds a feed source; a second source with the same URL is a 409 naming the field. */
export async function addSource(
  ctx: AppContext,
  t: TFunction,
  input: { name: string; url: string; tags: string[]; enabled: boolean },
  actorId: string | null = null,
): Promise<NewsSource> {
  const now = ctx.now().toISOString();
  const id = randomUUID();
  const added = await insertSource(ctx.db, {
    id,
    name: input.name,
    url: input.url,
    kind: 'feed',
    tags: JSON.stringify([...new Set(input.tags.map((tag) => tag.toLowerCase()))]),
    enabled: input.enabled ? 1 : 0,
    ...emptyHealth(now),
  });
  if (!added)
    throw new AppError('CONFLICT', {
      fields: [{ field: 'url', code: 'taken', message: t('news:errors.sourceExists') }],
    });
  const source = await sourceById(ctx, id);
  await auditChange(
    ctx,
    actorId,
    'news.source.add',
    { type: 'news_source', id },
    { before: null, after: source },
  );
  return source;
}

async function sourceById(ctx: AppContext, id: string): Promise<NewsSource> {
  const found = (await listSources(ctx)).find((source) => source.id === id);
  if (!found) throw new AppError('NOT_FOUND', { params: { path: id } });
  return found;
}

export async function changeSource(
  ctx: AppContext,
  input: {
    id: string;
    name?: string | undefined;
    tags?: string[] | undefined;
    enabled?: boolean | undefined;
  },
  actorId: string | null = null,
): Promise<NewsSource> {
  const before = (await listSources(ctx)).find((source) => source.id === input.id);
  const changed = await updateSource(ctx.db, input.id, {
    ...(input.name === undefined ? {} : { name: input.name }),
    ...(input.tags === undefined
      ? {}
      : { tags: JSON.stringify([...new Set(input.tags.map((tag) => tag.toLowerCase()))]) }),
    // Re-enabling a source makes it due at once.
    ...(input.enabled === undefined ? {} : { enabled: input.enabled ? 1 : 0, next_attempt_at: null }),
    updated_at: ctx.now().toISOString(),
  });
  if (!changed) throw new AppError('NOT_FOUND', { params: { path: input.id } });
  const after = await sourceById(ctx, input.id);
  await auditChange(
    ctx,
    actorId,
    'news.source.update',
    { type: 'news_source', id: input.id },
    { before, after },
  );
  return after;
}

export async function removeSource(
  ctx: AppContext,
  id: string,
  actorId: string | null = null,
): Promise<void> {
  const before = (await listSources(ctx)).find((source) => source.id === id);
  if (!(await deleteSource(ctx.db, id))) throw new AppError('NOT_FOUND', { params: { path: id } });
  await auditChange(ctx, actorId, 'news.source.remove', { type: 'news_source', id }, { before, after: null });
}

/** The source for hand-posted articles, created on first use. */
export async function manualSourceId(ctx: AppContext, name: string): Promise<string> {
  const existing = await findSourceByUrl(ctx.db, MANUAL_SOURCE_URL);
  if (existing) return existing.id;
  const now = ctx.now().toISOString();
  await insertSource(ctx.db, {
    id: randomUUID(),
    name,
    url: MANUAL_SOURCE_URL,
    kind: 'manual',
    tags: '[]',
    enabled: 1,
    ...emptyHealth(now),
  });
  const created = await findSourceByUrl(ctx.db, MANUAL_SOURCE_URL);
  if (!created) throw new Error('the manual news source could not be created');
  return created.id;
}
