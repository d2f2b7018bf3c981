import type { SyncFailureKind } from '@ailab/core/contract/news/news.schemas';
import type { OutboundClient } from '../../outbound/outbound-client';
import type { RetryPolicy } from '../../outbound/retry-policy';
import { syncFailureOf } from '../../outbound/sync-failure-kind';

/** What one conditional fetch of a feed gave. */
export type FeedFetchResult =
  | { kind: 'not_modified' }
  | { kind: 'ok'; body: string; etag: string | null; lastModified: string | null }
  | { kind: 'failed'; failure: SyncFailureKind; message: string; retryAfterSeconds?: number };

export interface FeedFetchOptions {
  etag: string | null;
  lastModified: string | null;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects?: number;
}

const USER_AGENT = 'AILab-NewsSync/1.0 (+https://ailab.localhost)';
const ACCEPT =
  'application/rss+xml, application/atom+xml, application/feed+json, application/json, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5';
/** A dropped connection or a 502/503/504 is tried once more, soon; longer trouble waits for the source's back-off. */
const RETRY: RetryPolicy = { attempts: 2, baseDelayMs: 500, maxDelayMs: 2000, maxRetryAfterMs: 5000 };

/**
 * Fetches a feed through the outbound module (SSRF guard on every hop, time limit, size cap,
 * bounded redirects) with a conditional request (ETag, Last-Modified). Never throws: every outcome
 * is a {@link FeedFetchResult}.
 */
export async function fetchFeed(
  outbound: OutboundClient,
  url: string,
  options: FeedFetchOptions,
): Promise<FeedFetchResult> {
  const headers: Record<string, string> = { 'user-agent': USER_AGENT, accept: ACCEPT };
  if (options.etag) headers['if-none-match'] = options.etag;
  if (options.lastModified) headers['if-modified-since'] = options.lastModified;
  const answer = await outbound.text(url, {
    headers,
    timeoutMs: options.timeoutMs,
    maxBytes: options.maxBytes,
    maxRedirects: options.maxRedirects ?? 5,
    retry: RETRY,
  });
  if (!answer.ok) {
    const { kind, message } = syncFailureOf(answer.failure);
    const retry = answer.failure.retryAfterSeconds;
    return {
      kind: 'failed',
      failure: kind,
      message,
      ...(retry === undefined ? {} : { retryAfterSeconds: retry }),
    };
  }
  if (answer.status === 304) return { kind: 'not_modified' };
  return {
    kind: 'ok',
    body: answer.body,
    etag: answer.header('etag') ?? null,
    lastModified: answer.header('last-modified') ?? null,
  };
}
