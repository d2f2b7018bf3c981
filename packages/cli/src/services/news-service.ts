import type { ApiClient } from '@ailab/core/client/create-client';
import type { NewsSource, NewsSyncSummary } from '@ailab/core/contract/news/news.schemas';
import type { RefreshSummary, TrackedTarget } from '@ailab/core/contract/repositories/repositories.schemas';
import { NotFoundError } from '../errors/cli-errors';
import type { Translate } from '../i18n/translator';

/** The source ids of `--source` values, each a source's id or its name (any case). */
export async function resolveSourceIds(
  api: ApiClient,
  wanted: readonly string[],
  t: Translate,
): Promise<string[]> {
  if (wanted.length === 0) return [];
  // Members cannot list sources as administrators do; a search answers every source's id and name.
  const { sources } = await api.ailabNews.search({ limit: 1 });
  return wanted.map((value) => {
    const found =
      sources.find((source) => source.id === value) ??
      sources.find((source) => source.name.toLowerCase() === value.trim().toLowerCase());
    if (!found) throw new NotFoundError(t('news:cli.sourceNotFound', { source: value }));
    return found.id;
  });
}

/** One feed source by id, name (any case) or URL; a usage error naming it when there is none. */
export async function findSource(api: ApiClient, value: string, t: Translate): Promise<NewsSource> {
  const { items } = await api.adminNews.sourcesList({});
  const lower = value.trim().toLowerCase();
  const found =
    items.find((source) => source.id === value) ??
    items.find((source) => source.name.toLowerCase() === lower || source.url === value);
  if (!found) throw new NotFoundError(t('news:cli.sourceNotFound', { source: value }));
  return found;
}

/** One tracked target by id or name (any case); a usage error naming it when there is none. */
export async function findTracked(api: ApiClient, value: string, t: Translate): Promise<TrackedTarget> {
  const { items } = await api.adminGithub.trackedList({});
  const lower = value.trim().toLowerCase();
  const found =
    items.find((target) => target.id === value) ??
    items.find((target) => target.name.toLowerCase() === lower);
  if (!found) throw new NotFoundError(t('news:cli.track.notFound', { target: value }));
  return found;
}

/** The one-line outcome of a news sync, for a CI log. */
export function newsSyncLine(summary: NewsSyncSummary, t: Translate): string {
  return t('news:cli.sync.summary', {
    count: summary.sources,
    sources: summary.sources,
    fetched: summary.fetched,
    unchanged: summary.unchanged,
    skipped: summary.skipped,
    failed: summary.failed,
    new_articles: summary.new_articles,
    updated_articles: summary.updated_articles,
    seconds: (summary.duration_ms / 1000).toFixed(2),
  });
}

/** The one-line outcome of a repositories refresh, for a CI log. */
export function refreshLine(summary: RefreshSummary, t: Translate): string {
  return t('news:cli.refresh.summary', {
    added: summary.added,
    updated: summary.updated,
    unchanged: summary.unchanged,
    removed: summary.removed,
    failed: summary.failed.length,
    requests: summary.requests,
    not_modified: summary.not_modified,
    seconds: (summary.duration_ms / 1000).toFixed(2),
  });
}

/** A failure of a sync or refresh as one line: what, why (its kind, translated) and the detail. */
export function failureLine(
  failure: { name: string; target: string; kind: string; message: string },
  t: Translate,
): string {
  return `${failure.name || failure.target}\t${t(`news:kinds.${failure.kind}`)}\t${failure.message}`;
}
