import type { SyncFailureKind } from '@ailab/core/contract/news/news.schemas';
import { isGithubOwner, isGithubRepository } from '@ailab/core/github/github-names';
import type { z } from 'zod';
import type { OutboundClient } from '../../outbound/outbound-client';
import type { RetryPolicy } from '../../outbound/retry-policy';
import { syncFailureOf } from '../../outbound/sync-failure-kind';

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

/** A small GitHub REST client on the outbound module: conditional GETs, Link pages, rate-limit bookkeeping. */
export interface GithubClient {
  /**
   * GETs a route (`/repos/{owner}/{repo}`: path parameters must be valid GitHub names, the rest goes
   * in the query) or a `Link` URL (only on the configured API origin), and checks the answer with
   * `schema` (a mismatch is a `parse_error`, never a crash).
   */
  get<T>(
    routeOrUrl: string,
    params: Record<string, string | number>,
    etag: string | null,
    schema: z.ZodType<T>,
  ): Promise<GithubResult<T>>;
  readonly budget: RateBudget;
  readonly requests: number;
  /** Requests answered 304 Not Modified. */
  readonly notModified: number;
}

/** Path parameters and the name rule each must follow. */
const NAME_RULES: Record<string, (value: string) => boolean> = {
  owner: isGithubOwner,
  org: isGithubOwner,
  username: isGithubOwner,
  repo: isGithubRepository,
};

/** The URL of `route` with its parameters, or undefined when a name breaks GitHub's rules. */
export function routeUrl(
  baseUrl: string,
  route: string,
  params: Record<string, string | number>,
): string | undefined {
  const used = new Set<string>();
  let invalid = false;
  const path = route.replace(/\{(\w+)\}/g, (_, name: string) => {
    used.add(name);
    const value = String(params[name] ?? '');
    if (!(NAME_RULES[name] ?? (() => false))(value)) invalid = true;
    return encodeURIComponent(value);
  });
  if (invalid) return undefined;
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}${path}`);
  for (const [name, value] of Object.entries(params))
    if (!used.has(name)) url.searchParams.set(name, String(value));
  return url.toString();
}

/** A 5xx or a dropped connection is tried again, briefly; rate limits are the refresh's to handle. */
const RETRY: RetryPolicy = { attempts: 3, baseDelayMs: 300, maxDelayMs: 2000, maxRetryAfterMs: 3000 };
const MAX_BYTES = 10 * 1024 * 1024;

function errorMessage(body: string, status: number): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message.slice(0, 300);
  } catch {
    // not JSON: the status says enough
  }
  return `HTTP ${status}`;
}

export function createGithubClient(options: {
  outbound: OutboundClient;
  baseUrl: string;
  token: string | undefined;
  timeoutMs: number;
}): GithubClient {
  const origin = new URL(options.baseUrl).origin;
  const state = { budget: { remaining: null, resetAt: null } as RateBudget, requests: 0, notModified: 0 };
  const remember = (headers: Headers) => {
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
    async get<T>(
      routeOrUrl: string,
      params: Record<string, string | number>,
      etag: string | null,
      schema: z.ZodType<T>,
    ): Promise<GithubResult<T>> {
      const absolute = /^https?:\/\//.test(routeOrUrl);
      const url = absolute ? routeOrUrl : routeUrl(options.baseUrl, routeOrUrl, params);
      if (!url) return { kind: 'failed', failure: 'not_found', message: 'not a valid GitHub name' };
      // The token goes to the configured API and nowhere else, whatever a Link header names.
      if (new URL(url).origin !== origin)
        return {
          kind: 'failed',
          failure: 'http_error',
          message: 'a page link outside the GitHub API was not followed',
        };
      state.requests += 1;
      const answer = await options.outbound.text(url, {
        headers: {
          accept: 'application/vnd.github+json',
          'user-agent': 'AILab-RepositoriesRefresh/1.0',
          ...(options.token ? { authorization: `token ${options.token}` } : {}),
          ...(etag ? { 'if-none-match': etag } : {}),
        },
        timeoutMs: options.timeoutMs,
        maxBytes: MAX_BYTES,
        sameOriginOnly: true,
        retry: RETRY,
        // 4xx are GitHub's answers (rate limits included) and read below; 5xx are retried.
        accept: (status) => status < 500,
      });
      if (!answer.ok) {
        const { kind, message } = syncFailureOf(answer.failure);
        return { kind: 'failed', failure: kind, message };
      }
      const headers: Headers = {
        'x-ratelimit-remaining': answer.header('x-ratelimit-remaining'),
        'x-ratelimit-reset': answer.header('x-ratelimit-reset'),
        'retry-after': answer.header('retry-after'),
      };
      remember(headers);
      const status = answer.status;
      if (status === 304) {
        state.notModified += 1;
        return { kind: 'not_modified' };
      }
      if (status >= 200 && status < 300) {
        let json: unknown;
        try {
          json = JSON.parse(answer.body);
        } catch {
          return {
            kind: 'failed',
            failure: 'parse_error',
            message: 'GitHub answered something that is not JSON',
          };
        }
        const parsed = schema.safeParse(json);
        if (!parsed.success)
          return {
            kind: 'failed',
            failure: 'parse_error',
            message: 'GitHub answered in an unexpected shape',
          };
        return {
          kind: 'ok',
          data: parsed.data,
          etag: answer.header('etag') ?? null,
          next: nextLink(answer.header('link') ?? null),
        };
      }
      const message = errorMessage(answer.body, status);
      if (status === 404 || status === 410) return { kind: 'failed', failure: 'not_found', message };
      if (status === 403 || status === 429)
        return { kind: 'failed', message, ...classifyForbidden(status, headers, message, Date.now()) };
      if (status === 401) return { kind: 'failed', failure: 'forbidden', message };
      return { kind: 'failed', failure: 'http_error', message };
    },
  };
}
