import type { SyncFailureKind } from '@ailab/core/contract/news/news.schemas';

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

function failureForStatus(status: number): SyncFailureKind {
  if (status === 404 || status === 410) return 'not_found';
  if (status === 401 || status === 403) return 'forbidden';
  if (status === 429) return 'rate_limited';
  return 'http_error';
}

function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.round(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.round((date - Date.now()) / 1000));
}

/** Reads a body up to `maxBytes`; past that it stops reading and answers undefined. */
async function readCapped(response: Response, maxBytes: number): Promise<string | undefined> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxBytes) {
    await response.body?.cancel();
    return undefined;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Fetches a feed with a conditional request (ETag, Last-Modified), a time
 * limit covering headers and body, a size cap, and a bounded number of
 * redirects. Never throws: every outcome is a {@link FeedFetchResult}.
 */
export async function fetchFeed(url: string, options: FeedFetchOptions): Promise<FeedFetchResult> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const maxRedirects = options.maxRedirects ?? 5;
  let current = url;
  const seen = new Set<string>();
  try {
    for (let hop = 0; ; hop += 1) {
      const headers: Record<string, string> = {
        'user-agent': USER_AGENT,
        accept:
          'application/rss+xml, application/atom+xml, application/feed+json, application/json, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
      };
      if (options.etag) headers['if-none-match'] = options.etag;
      if (options.lastModified) headers['if-modified-since'] = options.lastModified;
      const response = await fetch(current, { headers, redirect: 'manual', signal });
      if (response.status >= 300 && response.status < 400 && response.status !== 304) {
        await response.body?.cancel();
        const location = response.headers.get('location');
        seen.add(current);
        if (!location || hop >= maxRedirects)
          return { kind: 'failed', failure: 'redirect_loop', message: `more than ${maxRedirects} redirects` };
        current = new URL(location, current).toString();
        if (seen.has(current))
          return { kind: 'failed', failure: 'redirect_loop', message: `redirects back to ${current}` };
        continue;
      }
      if (response.status === 304) {
        await response.body?.cancel();
        return { kind: 'not_modified' };
      }
      if (!response.ok) {
        await response.body?.cancel();
        const retry = retryAfterSeconds(response.headers.get('retry-after'));
        return {
          kind: 'failed',
          failure: failureForStatus(response.status),
          message: `HTTP ${response.status}`,
          ...(retry === undefined ? {} : { retryAfterSeconds: retry }),
        };
      }
      const body = await readCapped(response, options.maxBytes);
      if (body === undefined)
        return { kind: 'failed', failure: 'too_large', message: `larger than ${options.maxBytes} bytes` };
      return {
        kind: 'ok',
        body,
        etag: response.headers.get('etag'),
        lastModified: response.headers.get('last-modified'),
      };
    }
  } catch (error) {
    if (signal.aborted)
      return { kind: 'failed', failure: 'timeout', message: `no answer in ${options.timeoutMs} ms` };
    const cause =
      error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    return { kind: 'failed', failure: 'network', message: cause.slice(0, 300) };
  }
}
