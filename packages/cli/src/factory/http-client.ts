import type { ApiClient, FetchLike } from '@ailab/core/client/create-client';
import { createGroupLoadingApiClient } from '@ailab/core/client/group-loading-client';
import type { Endpoint } from '@ailab/core/contract/define';
import { type ContractGroupLoaders, contractGroupLoaders } from '@ailab/core/contract/group-loaders';
import type { z } from 'zod';
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
  /** The response schemas of the endpoints that answered (2xx) through `api`, oldest first (for `--json <fields>`). */
  answeredSchemas(): Promise<z.ZodType[]>;
}

type LoadedGroup = Record<string, Endpoint | undefined>;

/** The group loaders, remembering each group they load (its endpoints name the schemas of what answered). */
function recordingLoaders(loaded: Promise<LoadedGroup>[]): ContractGroupLoaders {
  const entries = Object.entries(contractGroupLoaders).map(([name, load]) => [
    name,
    () => {
      const group = (load as () => Promise<LoadedGroup>)();
      loaded.push(group);
      return group;
    },
  ]);
  return Object.fromEntries(entries) as ContractGroupLoaders;
}

/**
 * Builds core's typed client over `node:http` (see node-fetch.ts): no bundled undici to compile
 * on every API command, and nothing that holds the process once the output is written. Only the
 * contract groups a command calls are built (in the bundle each group module is initialised on
 * its first call): `whoami` builds `user`'s schemas, not all of the API's.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const loaded: Promise<LoadedGroup>[] = [];
  const answeredPaths: string[] = [];
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
      if (response.ok) answeredPaths.push(new URL(String(input)).pathname);
      return {
        ok: response.ok,
        status: response.status,
        statusText: response.statusText,
        headerLines: response.headerLines,
        text: async () => text,
      };
    } catch (error) {
      options.debug?.(
        `← ${method} ${input} failed after ${Date.now() - started} ms: ${(error as Error).message}`,
      );
      throw error;
    } finally {
      done?.();
    }
  };
  const api = createGroupLoadingApiClient(recordingLoaders(loaded), {
    baseUrl: options.baseUrl,
    fetch: fetchWithProgress,
    getToken: options.getToken,
    getLanguage: () => options.language,
    timeoutMs: options.timeoutMs,
    onUnauthorized: options.onUnauthorized,
  });
  // Nothing to close: Node's HTTP agent lets the process exit with idle connections open.
  const answeredSchemas = async (): Promise<z.ZodType[]> => {
    const groups = await Promise.allSettled(loaded);
    const endpoints = groups.flatMap((group) =>
      group.status === 'fulfilled' ? Object.values(group.value).filter((value) => value !== undefined) : [],
    );
    return answeredPaths.flatMap((path) => {
      const endpoint = endpoints.find((candidate) => path.endsWith(candidate.path));
      return endpoint ? [endpoint.response] : [];
    });
  };
  return { api, close: async () => {}, answeredSchemas };
}
