import type { NewsSource, SyncFailureKind } from '@ailab/core/contract/news/news.schemas';
import { parseStringList } from '../../db/json-list';
import type { SourceRow } from './sources.repository';

/** A source failing for longer than this is flagged for administrators. */
export const FLAG_AFTER_MS = 24 * 60 * 60 * 1000;

/** A source row as administrators see it, with its health. */
export function sourceRowToSource(
  row: SourceRow & { article_count?: number | string | null },
  now: Date,
): NewsSource {
  const failingFor = row.failing_since ? now.getTime() - new Date(row.failing_since).getTime() : 0;
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    tags: parseStringList(row.tags),
    enabled: row.enabled === 1,
    kind: row.kind,
    article_count: Number(row.article_count ?? 0),
    health: {
      last_status: row.last_status,
      last_attempt_at: row.last_attempt_at,
      last_success_at: row.last_success_at,
      last_error_kind: row.last_error_kind as SyncFailureKind | null,
      last_error_message: row.last_error_message,
      next_attempt_at: row.next_attempt_at,
      consecutive_failures: row.consecutive_failures,
      not_modified_share: row.fetch_count === 0 ? null : row.not_modified_count / row.fetch_count,
      flagged: row.failing_since !== null && failingFor > FLAG_AFTER_MS,
    },
    created_at: row.created_at,
  };
}
