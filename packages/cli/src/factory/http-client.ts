import type { ApiClient, FetchLike } from '@ailab/core/client/create-client';
import { createApiClient } from '@ailab/core/client/create-client';
import { contract } from '@ailab/core/contract/index';

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
}

/** The typed API client, and `close` for the factory's dispose (nothing left to close with Node's fetch). */
export interface HttpClient {
  api: ApiClient;
  close(): Promise<void>;
}

/**
 * Builds core's typed client over Node's own fetch. Node ships it compiled with its code cache,
 * where a bundled undici is half a megabyte of JavaScript to compile on every API command; and
 * its idle keep-alive sockets do not hold the process open once the output is written.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const fetchWithProgress: FetchLike = async (input, init) => {
    const done = options.onRequest?.();
    try {
      const response = await fetch(input, {
        method: init.method,
        headers: init.headers,
        body: init.body,
        signal: init.signal ?? undefined,
      });
      // Read the body here so the spinner covers the whole answer; core reads it again from the copy.
      const text = await response.text();
      return new Response(text === '' ? null : text, {
        status: response.status,
        headers: Object.fromEntries(response.headers),
      });
    } finally {
      done?.();
    }
  };
  const api = createApiClient(contract, {
    baseUrl: options.baseUrl,
    fetch: fetchWithProgress,
    getToken: options.getToken,
    getLanguage: () => options.language,
    timeoutMs: options.timeoutMs,
    onUnauthorized: options.onUnauthorized,
  });
  // Nothing to close: Node's fetch pool lets the process exit with idle connections open.
  return { api, close: async () => {} };
}
