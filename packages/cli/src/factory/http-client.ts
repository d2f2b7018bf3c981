import type { ApiClient, FetchLike } from '@ailab/core/client/create-client';
import { createApiClient } from '@ailab/core/client/create-client';
import { contract } from '@ailab/core/contract/index';
import { Agent, FormData as UndiciFormData, fetch as undiciFetch } from 'undici';

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

/** The typed API client plus a way to close its keep-alive connections. */
export interface HttpClient {
  api: ApiClient;
  close(): Promise<void>;
}

/** undici's fetch only recognises its own FormData class; global FormData bodies are copied into one. */
function toUndiciBody(body: RequestInit['body']): string | UndiciFormData | undefined {
  if (body instanceof FormData) {
    const form = new UndiciFormData();
    for (const [key, value] of body.entries()) {
      if (typeof value === 'string') form.append(key, value);
      else form.append(key, value, value.name);
    }
    return form;
  }
  return typeof body === 'string' ? body : undefined;
}

/** Builds core's typed client over undici's fetch with one keep-alive agent for the whole command. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const agent = new Agent({ keepAliveTimeout: 10_000, connect: { timeout: 10_000 } });
  const fetchWithAgent: FetchLike = async (input, init) => {
    const done = options.onRequest?.();
    try {
      const response = await undiciFetch(input, {
        method: init.method,
        headers: init.headers as Record<string, string>,
        body: toUndiciBody(init.body),
        signal: init.signal ?? undefined,
        dispatcher: agent,
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
    fetch: fetchWithAgent,
    getToken: options.getToken,
    getLanguage: () => options.language,
    timeoutMs: options.timeoutMs,
    onUnauthorized: options.onUnauthorized,
  });
  return { api, close: () => agent.close() };
}
