import type { z } from 'zod';
import type { Endpoint } from '../contract/define';
import type { Contract } from '../contract/index';
import { ApiError } from '../errors/api-error';
import { ErrorBodySchema } from '../errors/error-body';
import { errorCodeForStatus } from '../errors/error-codes';

/** What the client reads of an answer: a browser's or Node's `Response` fits, or a lighter one. */
export type FetchResponse = Pick<Response, 'ok' | 'status' | 'text'> & {
  /** The reason phrase (`OK`), for a caller that shows the status line. */
  statusText?: string;
  /** The response headers as received (name, value), for a caller that shows them (`ailab api -i`). */
  headerLines?: readonly (readonly [string, string])[];
};

/** The `fetch` signature the client needs; the browser's, Node's or undici's all fit. */
export type FetchLike = (input: string, init: RequestInit) => Promise<FetchResponse>;

/** How a client reaches the server and plugs into the app around it. */
export interface ClientOptions {
  baseUrl: string;
  fetch: FetchLike;
  /** The bearer token to send, read on every call. */
  getToken?: () => string | null | undefined;
  /** The language for Accept-Language, read on every call. */
  getLanguage?: () => string | undefined;
  /** Called before rethrowing when a session is rejected (401 UNAUTHENTICATED). */
  onUnauthorized?: (error: ApiError) => void;
  /** Called before rethrowing on a 404 answer. */
  onNotFound?: (error: ApiError) => void;
  /** Abort calls after this many milliseconds. There is no default timeout. */
  timeoutMs?: number;
}

/** Options of a single call. */
export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Overrides `getToken` for this call. */
  token?: string;
  /**
   * The caller shows its own not-found page (a profile, a course by address): a 404 is thrown
   * without calling `onNotFound`, which would otherwise leave the page (spec §8's default).
   */
  ownNotFound?: boolean;
  /** Extra request headers, sent after the client's own (`ailab api -H`; the CLI refuses credential headers). */
  headers?: Readonly<Record<string, string>>;
  /** Called with every answer, failing or not, before it is read (`ailab api -i` prints its status and headers). */
  onResponse?: (response: FetchResponse) => void;
}

/** The body may be left out when every field is optional (`{}` is a valid body). */
type BodyArgs<E extends Endpoint> =
  Record<never, never> extends z.input<E['body']>
    ? [body?: z.input<E['body']>, options?: CallOptions]
    : [body: z.input<E['body']>, options?: CallOptions];

/** A typed function for one endpoint. */
export type EndpointCall<E extends Endpoint> = (...args: BodyArgs<E>) => Promise<z.output<E['response']>>;

/** The typed client: one function per contract entry, grouped like the contract. */
export type ApiClient = {
  [G in keyof Contract]: {
    [K in keyof Contract[G]]: Contract[G][K] extends Endpoint ? EndpointCall<Contract[G][K]> : never;
  };
} & {
  /** Calls any endpoint with a JSON body or, for multipart endpoints, a FormData. */
  call<E extends Endpoint>(
    endpoint: E,
    body?: z.input<E['body']> | FormData,
    options?: CallOptions,
  ): Promise<z.output<E['response']>>;
};

function timeoutSignal(options: ClientOptions, call: CallOptions | undefined): AbortSignal | undefined {
  const timeoutMs = call?.timeoutMs ?? options.timeoutMs;
  const signals = [call?.signal, timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs)].filter(
    (signal): signal is AbortSignal => signal !== undefined,
  );
  if (signals.length === 0) return undefined;
  return signals.length === 1 ? signals[0] : AbortSignal.any(signals);
}

async function readJson(response: FetchResponse): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The typed error of a failed answer: its error body's code and translated message, or one from its status. */
export function errorFromResponse(response: Pick<FetchResponse, 'status'>, payload: unknown): ApiError {
  const parsed = ErrorBodySchema.safeParse(payload);
  if (!parsed.success) {
    // Every failing AI Lab answer carries the error body; anything else came from another server or a proxy.
    return new ApiError(errorCodeForStatus(response.status), `HTTP ${response.status}`, {
      status: response.status,
      foreign: true,
    });
  }
  const { code, message, fields, feature, retryAfterSeconds } = parsed.data.error;
  return new ApiError(code, message, { status: response.status, fields, feature, retryAfterSeconds });
}

/**
 * True for a FormData body. JSON bodies (plain objects, arrays, nothing) are told apart without
 * reading the global `FormData`: in Node its first read loads and compiles undici (about 15 ms),
 * which a JSON call never needs.
 */
function isFormData(body: unknown): body is FormData {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const prototype: unknown = Object.getPrototypeOf(body);
  if (prototype === Object.prototype || prototype === null) return false;
  return typeof FormData !== 'undefined' && body instanceof FormData;
}

/** Calls one endpoint: sends the body, parses the answer with the endpoint's schema or throws an {@link ApiError}. */
export async function send(
  options: ClientOptions,
  endpoint: Endpoint,
  body: unknown,
  call: CallOptions | undefined,
): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = call?.token ?? options.getToken?.();
  if (token) headers.authorization = `Bearer ${token}`;
  const language = options.getLanguage?.();
  if (language) headers['accept-language'] = language;
  const isForm = isFormData(body);
  if (!isForm) headers['content-type'] = 'application/json';
  for (const [name, value] of Object.entries(call?.headers ?? {})) headers[name.toLowerCase()] = value;
  const signal = timeoutSignal(options, call);
  let response: FetchResponse;
  try {
    response = await options.fetch(`${options.baseUrl.replace(/\/+$/, '')}${endpoint.path}`, {
      method: endpoint.method,
      headers,
      body: isForm ? body : JSON.stringify(body ?? {}),
      signal,
    });
  } catch (cause) {
    const timedOut =
      signal?.aborted === true && (signal.reason as Error | undefined)?.name === 'TimeoutError';
    throw timedOut
      ? new ApiError('TIMEOUT', 'The server did not answer in time', { cause })
      : new ApiError('NETWORK_ERROR', `Could not reach ${options.baseUrl}`, { cause });
  }
  call?.onResponse?.(response);
  const payload = await readJson(response);
  if (!response.ok) {
    const error = errorFromResponse(response, payload);
    if (error.status === 401 && error.code === 'UNAUTHENTICATED') options.onUnauthorized?.(error);
    if (error.status === 404 && !call?.ownNotFound) options.onNotFound?.(error);
    throw error;
  }
  const parsed = endpoint.response.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError('INVALID_RESPONSE', `The answer of ${endpoint.path} does not match the contract`, {
      status: response.status,
      // Not JSON at all (an HTML page): not an AI Lab server. JSON of another shape may be a version mismatch.
      foreign: payload === undefined,
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/**
 * Builds the typed API client from a contract. One generic mechanism serves
 * every endpoint: nothing is written per endpoint.
 */
export function createApiClient(contract: Contract, options: ClientOptions): ApiClient {
  const groups = Object.fromEntries(
    Object.entries(contract).map(([group, entries]) => [
      group,
      Object.fromEntries(
        Object.entries(entries as Record<string, Endpoint>).map(([key, endpoint]) => [
          key,
          (body?: unknown, call?: CallOptions) => send(options, endpoint, body, call),
        ]),
      ),
    ]),
  );
  const call = (endpoint: Endpoint, body?: unknown, callOptions?: CallOptions) =>
    send(options, endpoint, body, callOptions);
  return { ...groups, call } as unknown as ApiClient;
}
