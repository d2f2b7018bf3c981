import type { ApiClient, FetchLike } from '@ailab/core/client/create-client';
import { createGroupLoadingApiClient } from '@ailab/core/client/group-loading-client';
import { contractGroupLoaders } from '@ailab/core/contract/group-loaders';
import { nodeFetch } from './node-fetch';

/** What the API client needs to know, read on every call. */
export interface HttpClientOptions {
  baseUrl: string;
  getToken: () => string | null | undefined;
  language: string;
  timeoutMs?: number;
  /** Core's 401 hook (spec §8): called before a rejected session's error is rethrown. */
  onUnauthorized?: () => void;
  /** Called when a request starts; the function it returns when the answer arrives (a spinner). */
  onRequest?: () => () => void;
  /** With --verbose: one line per request and one per answer (method, URL, status, time); never a token. */
  debug?: (line: string) => void;
}

/** The typed API client, and `close` for the factory's dispose (nothing left to close with node:http). */
export interface HttpClient {
  api: ApiClient;
  close(): Promise<void>;
}

/**
 * Builds core's typed client over `node:http` (see node-fetch.ts): no bundled undici to compile
 * on every API command, and nothing that holds the process once the output is written. Only the
 * contract groups a command calls are built (in the bundle each group module is initialised on
 * its first call): `whoami` builds `user`'s schemas, not all of the API's.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const fetchWithProgress: FetchLike = async (input, init) => {
    const done = options.onRequest?.();
    const started = Date.now();
    const method = init?.method ?? 'GET';
    options.debug?.(`→ ${method} ${input}`);
    try {
      const response = await nodeFetch(input, init);
      // Read the body here so the spinner covers the whole answer.
      const text = await response.text();
      options.debug?.(
        `← ${response.status} ${method} ${input} (${Date.now() - started} ms, ${text.length} bytes)`,
      );
      return { ok: response.ok, status: response.status, text: async () => text };
    } catch (error) {
      options.debug?.(
        `← ${method} ${input} failed after ${Date.now() - started} ms: ${(error as Error).message}`,
      );
      throw error;
    } finally {
      done?.();
    }
  };
  const api = createGroupLoadingApiClient(contractGroupLoaders, {
    baseUrl: options.baseUrl,
    fetch: fetchWithProgress,
    getToken: options.getToken,
    getLanguage: () => options.language,
    timeoutMs: options.timeoutMs,
    onUnauthorized: options.onUnauthorized,
  });
  // Nothing to close: Node's HTTP agent lets the process exit with idle connections open.
  return { api, close: async () => {} };
}
