import type { SyncFailureKind } from '@ailab/core/contract/news/news.schemas';
import type { OutboundFailure } from '@ailab/core/outbound/failure-kinds';

/**
 * How an outbound failure shows in a news sync or repositories refresh summary. A refused address
 * and an unreachable host read the same ("network", "not reachable"): a sync must not tell an
 * administrator whether a private port is closed, open or answering 403.
 */
export function syncFailureOf(failure: OutboundFailure): { kind: SyncFailureKind; message: string } {
  switch (failure.kind) {
    case 'refused_address':
    case 'unreachable':
      return { kind: 'network', message: 'not reachable' };
    case 'refused_url':
      return { kind: 'network', message: failure.message };
    case 'bad_content':
      return { kind: 'parse_error', message: failure.message };
    case 'http_status': {
      const status = failure.status ?? 0;
      const kind: SyncFailureKind =
        status === 404 || status === 410
          ? 'not_found'
          : status === 401 || status === 403
            ? 'forbidden'
            : status === 429
              ? 'rate_limited'
              : 'http_error';
      return { kind, message: failure.message };
    }
    default:
      return { kind: failure.kind, message: failure.message };
  }
}
