import type { OutboundFailure } from '@ailab/core/outbound/failure-kinds';
import type { Agent, Dispatcher } from 'undici';
import { createAddressGuard, RefusedAddressError, type SimulatedNetwork } from './address-guard';
import { NO_RETRY, parseRetryAfter, type RetryPolicy, retryDelayMs, sleep } from './retry-policy';
import { parseUrl, urlRefusal } from './url-policy';

/** How the server calls outside services (`OUTBOUND_ALLOW_PRIVATE`, and the tests' simulated network). */
export interface OutboundConfig {
  /** Let calls reach loopback and private addresses (tests, intranets). Off by default. */
  allowPrivate: boolean;
  /** Tests only: see {@link SimulatedNetwork}. */
  network?: SimulatedNetwork;
}

/** One outbound HTTP call. */
export interface OutboundRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Per try: headers and the whole body must arrive within this time. */
  timeoutMs: number;
  /** A larger body fails with `too_large`; it is never read whole. */
  maxBytes: number;
  /** Redirects followed (each hop checked like the first); more fail with `redirect_loop`. Default 5. */
  maxRedirects?: number;
  /** Redirects to another origin fail with `refused_url` (a token must never follow one). */
  sameOriginOnly?: boolean;
  retry?: RetryPolicy;
  /** Statuses that are an answer; others fail with `http_status`. Default: 2xx and 304. */
  accept?: (status: number) => boolean;
  signal?: AbortSignal;
}

/** What came back: status, the final URL after redirects, headers. */
export interface OutboundResponse {
  status: number;
  url: string;
  header(name: string): string | undefined;
}

export type OutboundResult<T> =
  | ({ ok: true; body: T } & OutboundResponse)
  | { ok: false; failure: OutboundFailure };

/** The one way the server reaches outside services; see docs/conventions.md, "Outside services". */
export interface OutboundClient {
  /** Calls `url` and reads the whole (capped) body as UTF-8 text. Never throws. */
  text(url: string, request: OutboundRequest): Promise<OutboundResult<string>>;
  /**
   * Calls `url` and hands over the body as it arrives (e.g. server-sent events). The size cap and the
   * time limit keep applying while it is read: the iterator then throws an {@link OutboundError}.
   */
  stream(url: string, request: OutboundRequest): Promise<OutboundResult<AsyncIterable<Uint8Array>>>;
  close(): Promise<void>;
}

/** Thrown by a streamed body that broke a limit or lost its connection. */
export class OutboundError extends Error {
  constructor(readonly failure: OutboundFailure) {
    super(failure.message);
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const RETRIED_STATUSES = new Set([408, 429, 502, 503, 504]);
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];
const defaultAccept = (status: number) => (status >= 200 && status < 300) || status === 304;

type Headers = Dispatcher.ResponseData['headers'];

function headerOf(headers: Headers, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

function hasCode(error: unknown, codes: readonly string[]): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && codes.includes(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The failure an error thrown during a call stands for. Refusals and unreachable hosts read the same. */
export function failureOf(error: unknown, timedOut: boolean, timeoutMs: number): OutboundFailure {
  if (error instanceof OutboundError) return error.failure;
  if (hasCode(error, ['EOUTBOUND_REFUSED'])) return { kind: 'refused_address', message: 'not reachable' };
  if (
    timedOut ||
    hasCode(error, ['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT'])
  )
    return { kind: 'timeout', message: `no answer in ${timeoutMs} ms` };
  return { kind: 'unreachable', message: 'not reachable' };
}

function retryable(failure: OutboundFailure): boolean {
  if (failure.kind === 'unreachable') return true;
  return (
    failure.kind === 'http_status' && failure.status !== undefined && RETRIED_STATUSES.has(failure.status)
  );
}

async function* capped(body: AsyncIterable<Uint8Array>, maxBytes: number): AsyncGenerator<Uint8Array> {
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > maxBytes)
      throw new OutboundError({ kind: 'too_large', message: `larger than ${maxBytes} bytes` });
    yield chunk;
  }
}

async function readText(body: AsyncIterable<Uint8Array>, maxBytes: number): Promise<string> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of capped(body, maxBytes)) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

type Exchange =
  | { ok: true; status: number; url: string; headers: Headers; body: Dispatcher.ResponseData['body'] }
  | { ok: false; failure: OutboundFailure };

/**
 * Creates the outbound client: an undici agent whose sockets connect only to addresses the SSRF guard
 * resolved and allowed (checked again on the connected socket), redirects followed by hand with every
 * hop checked, a time limit and a size cap per call, and retries with back-off for what a retry can fix.
 */
export function createOutboundClient(config: OutboundConfig): OutboundClient {
  const guard = createAddressGuard({ allowPrivate: config.allowPrivate, network: config.network });
  // undici loads on the first call (about 0.15 s of start-up otherwise, for a server that may never call out).
  let loaded: Promise<{ agent: Agent; request: typeof import('undici').request }> | undefined;
  const undici = () => {
    loaded ??= import('undici').then(({ Agent, buildConnector, request }) => {
      const connector = buildConnector({ lookup: guard.lookup, timeout: 10_000 });
      const agent = new Agent({
        connect: (options, callback) =>
          connector(options, (error, socket) => {
            if (error || !socket) return callback(error ?? new Error('no socket'), null);
            // The address the socket really reached: covers IP literals, which skip the lookup.
            if (!socket.remoteAddress || !guard.allows(socket.remoteAddress)) {
              socket.destroy();
              return callback(new RefusedAddressError(), null);
            }
            return callback(null, socket);
          }),
      });
      return { agent, request };
    });
    return loaded;
  };

  async function exchange(start: string, options: OutboundRequest, signal: AbortSignal): Promise<Exchange> {
    let current = parseUrl(start);
    if (!current) return { ok: false, failure: { kind: 'refused_url', message: 'not an absolute URL' } };
    const origin = current.origin;
    const maxRedirects = options.maxRedirects ?? 5;
    const headers: Record<string, string> = { ...options.headers };
    let method = options.method ?? 'GET';
    let body = options.body;
    const seen = new Set<string>();
    const { agent, request } = await undici();
    for (let hop = 0; ; hop += 1) {
      const refusal = urlRefusal(current, guard);
      if (refusal) return { ok: false, failure: refusal };
      const answer = await request(current, { dispatcher: agent, method, headers, body, signal });
      const location = headerOf(answer.headers, 'location');
      if (!REDIRECTS.has(answer.statusCode) || location === undefined || maxRedirects === 0)
        return {
          ok: true,
          status: answer.statusCode,
          url: current.href,
          headers: answer.headers,
          body: answer.body,
        };
      await answer.body.dump();
      seen.add(current.href);
      const next = parseUrl(location, current.href);
      if (!next)
        return { ok: false, failure: { kind: 'bad_content', message: 'a redirect to no valid address' } };
      if (hop >= maxRedirects)
        return {
          ok: false,
          failure: { kind: 'redirect_loop', message: `more than ${maxRedirects} redirects` },
        };
      if (seen.has(next.href))
        return {
          ok: false,
          failure: { kind: 'redirect_loop', message: 'redirects back to an earlier address' },
        };
      if (options.sameOriginOnly && next.origin !== origin)
        return { ok: false, failure: { kind: 'refused_url', message: 'a redirect away from the service' } };
      if (next.origin !== current.origin) for (const name of CREDENTIAL_HEADERS) delete headers[name];
      if (answer.statusCode === 303 || (method === 'POST' && answer.statusCode <= 302)) {
        method = 'GET';
        body = undefined;
        delete headers['content-type'];
      }
      current = next;
    }
  }

  /** One try: exchange, then the status check, then `read` of the body under the same time limit. */
  async function once<T>(
    url: string,
    options: OutboundRequest,
    read: (body: AsyncIterable<Uint8Array>, signal: AbortSignal) => Promise<T>,
  ): Promise<OutboundResult<T>> {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
    try {
      const exchanged = await exchange(url, options, signal);
      if (!exchanged.ok) return exchanged;
      const header = (name: string) => headerOf(exchanged.headers, name);
      if (!(options.accept ?? defaultAccept)(exchanged.status)) {
        const detail = await readText(exchanged.body, 4096).catch(() => '');
        const retryAfterSeconds = parseRetryAfter(header('retry-after'));
        return {
          ok: false,
          failure: {
            kind: 'http_status',
            status: exchanged.status,
            message: `HTTP ${exchanged.status}`,
            detail: detail.slice(0, 300),
            ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
          },
        };
      }
      const declared = Number(header('content-length') ?? '0');
      if (declared > options.maxBytes) {
        exchanged.body.destroy();
        return {
          ok: false,
          failure: { kind: 'too_large', message: `larger than ${options.maxBytes} bytes` },
        };
      }
      const body = await read(exchanged.body, signal);
      return { ok: true, status: exchanged.status, url: exchanged.url, header, body };
    } catch (error) {
      return { ok: false, failure: failureOf(error, timeout.aborted, options.timeoutMs) };
    }
  }

  async function withRetries<T>(
    url: string,
    options: OutboundRequest,
    read: (body: AsyncIterable<Uint8Array>, signal: AbortSignal) => Promise<T>,
  ): Promise<OutboundResult<T>> {
    const policy = options.retry ?? NO_RETRY;
    for (let attempt = 1; ; attempt += 1) {
      const outcome = await once(url, options, read);
      if (outcome.ok || attempt >= policy.attempts || !retryable(outcome.failure)) return outcome;
      const wait = retryDelayMs(policy, attempt, outcome.failure.retryAfterSeconds);
      if (wait === undefined || options.signal?.aborted) return outcome;
      await sleep(wait, options.signal);
    }
  }

  return {
    text: (url, options) => withRetries(url, options, (body) => readText(body, options.maxBytes)),
    stream: (url, options) =>
      withRetries(url, options, async (body, signal) =>
        streamed(capped(body, options.maxBytes), signal, options),
      ),
    close: async () => {
      if (loaded) await (await loaded).agent.close();
    },
  };
}

/** The body as it arrives; a limit broken on the way surfaces as an {@link OutboundError}. */
async function* streamed(
  body: AsyncIterable<Uint8Array>,
  signal: AbortSignal,
  options: OutboundRequest,
): AsyncGenerator<Uint8Array> {
  try {
    yield* body;
  } catch (error) {
    throw new OutboundError(failureOf(error, signal.aborted && !options.signal?.aborted, options.timeoutMs));
  }
}
