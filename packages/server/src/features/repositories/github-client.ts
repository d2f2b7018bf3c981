import type { SyncFailureKind } from '@ailab/core/contract/news/news.schemas';
import { Octokit } from '@octokit/core';

/** The rate-limit budget GitHub last reported. */
export interface RateBudget {
  remaining: number | null;
  resetAt: string | null;
}

/** One GitHub call's outcome; failures never throw. */
export type GithubResult<T> =
  | { kind: 'ok'; data: T; etag: string | null; next: string | null }
  | { kind: 'not_modified' }
  | { kind: 'failed'; failure: SyncFailureKind; message: string; retryAfterSeconds?: number };

type Headers = Record<string, string | number | undefined>;

function header(headers: Headers | undefined, name: string): string | null {
  const value = headers?.[name];
  return value === undefined ? null : String(value);
}

/** The `rel="next"` URL of a Link header. */
export function nextLink(link: string | null): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part);
    if (match?.[1]) return match[1];
  }
  return null;
}

function secondsUntil(epochSeconds: string | null, now: number): number | undefined {
  if (!epochSeconds) return undefined;
  const reset = Number(epochSeconds);
  return Number.isFinite(reset) ? Math.max(0, Math.ceil(reset - now / 1000)) : undefined;
}

/**
 * Tells a rate limit from a missing permission: GitHub answers both with 403,
 * but only a limit carries `retry-after`, an exhausted `x-ratelimit-remaining`,
 * or says "rate limit" in its message.
 */
export function classifyForbidden(
  status: number,
  headers: Headers | undefined,
  message: string,
  now: number,
): { failure: SyncFailureKind; retryAfterSeconds?: number } {
  const retryAfter = header(headers, 'retry-after');
  const remaining = header(headers, 'x-ratelimit-remaining');
  if (retryAfter !== null && Number.isFinite(Number(retryAfter)))
    return { failure: 'rate_limited', retryAfterSeconds: Math.max(0, Number(retryAfter)) };
  if (remaining === '0' || status === 429 || /rate limit/i.test(message)) {
    const wait = secondsUntil(header(headers, 'x-ratelimit-reset'), now);
    return wait === undefined
      ? { failure: 'rate_limited' }
      : { failure: 'rate_limited', retryAfterSeconds: wait };
  }
  return { failure: 'forbidden' };
}

/** A small GitHub REST client on Octokit: conditional GETs, Link pages, rate-limit bookkeeping. */
export interface GithubClient {
  get<T>(
    routeOrUrl: string,
    params: Record<string, string | number>,
    etag: string | null,
  ): Promise<GithubResult<T>>;
  readonly budget: RateBudget;
  readonly requests: number;
  /** Requests answered 304 Not Modified. */
  readonly notModified: number;
}

export function createGithubClient(options: {
  baseUrl: string;
  token: string | undefined;
  timeoutMs: number;
}): GithubClient {
  const octokit = new Octokit({
    baseUrl: options.baseUrl.replace(/\/$/, ''),
    ...(options.token ? { auth: options.token } : {}),
    userAgent: 'AILab-RepositoriesRefresh/1.0',
  });
  const state = { budget: { remaining: null, resetAt: null } as RateBudget, requests: 0, notModified: 0 };
  const remember = (headers: Headers | undefined) => {
    const remaining = header(headers, 'x-ratelimit-remaining');
    const reset = header(headers, 'x-ratelimit-reset');
    if (remaining !== null && Number.isFinite(Number(remaining))) state.budget.remaining = Number(remaining);
    if (reset !== null && Number.isFinite(Number(reset)))
      state.budget.resetAt = new Date(Number(reset) * 1000).toISOString();
  };
  return {
    get budget() {
      return state.budget;
    },
    get requests() {
      return state.requests;
    },
    get notModified() {
      return state.notModified;
    },
    async get<T>(routeOrUrl: string, params: Record<string, string | number>, etag: string | null) {
      state.requests += 1;
      const signal = AbortSignal.timeout(options.timeoutMs);
      const absolute = /^https?:\/\//.test(routeOrUrl);
      const headers = { accept: 'application/vnd.github+json', ...(etag ? { 'if-none-match': etag } : {}) };
      try {
        const response = absolute
          ? await octokit.request({ method: 'GET', url: routeOrUrl, headers, request: { signal } })
          : await octokit.request(`GET ${routeOrUrl}`, { ...params, headers, request: { signal } });
        const answered = response.headers as Headers;
        remember(answered);
        return {
          kind: 'ok',
          data: response.data as T,
          etag: header(answered, 'etag'),
          next: nextLink(header(answered, 'link')),
        } satisfies GithubResult<T>;
      } catch (error) {
        const failure = error as { status?: number; message?: string; response?: { headers?: Headers } };
        const answered = failure.response?.headers;
        remember(answered);
        const status = failure.status ?? 0;
        const message = (failure.message ?? 'request failed').slice(0, 300);
        if (status === 304) {
          state.notModified += 1;
          return { kind: 'not_modified' } satisfies GithubResult<T>;
        }
        if (signal.aborted)
          return { kind: 'failed', failure: 'timeout', message: `no answer in ${options.timeoutMs} ms` };
        if (status === 404 || status === 410) return { kind: 'failed', failure: 'not_found', message };
        if (status === 403 || status === 429)
          return { kind: 'failed', message, ...classifyForbidden(status, answered, message, Date.now()) };
        if (status === 401) return { kind: 'failed', failure: 'forbidden', message };
        return { kind: 'failed', failure: status === 0 ? 'network' : 'http_error', message };
      }
    },
  };
}
