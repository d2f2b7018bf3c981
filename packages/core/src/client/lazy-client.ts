import type { ApiClient } from './create-client';

/** Property names a promise machinery or a debugger asks any object for; never endpoint groups. */
const NOT_ENDPOINTS = new Set(['then', 'catch', 'finally', 'toJSON', 'constructor']);

/** A client method: the body and the call's options in, the parsed answer out. */
export type EndpointMethod = (...args: unknown[]) => Promise<unknown>;

/** Finds `group.key`'s method, loading what it needs; rejects for an endpoint the API does not have. */
export type ResolveEndpoint = (group: string, key: string) => Promise<EndpointMethod>;

/** The error for `api.group.key` when the API has no such endpoint. */
export function noSuchEndpoint(group: string, key: string): TypeError {
  return new TypeError(`The API has no endpoint ${group}.${key}`);
}

/**
 * An {@link ApiClient} whose `api.group.endpoint` functions exist before anything is loaded:
 * each call asks `resolve` for the real method (which may load it) and calls it. The functions
 * are kept, so `api.user.whoAmI` is the same function every time.
 */
export function proxyApiClient(resolve: ResolveEndpoint, call: ApiClient['call']): ApiClient {
  const groups = new Map<string, unknown>();
  const group = (name: string) => {
    const existing = groups.get(name);
    if (existing) return existing;
    const methods = new Map<string, EndpointMethod>();
    const proxy = new Proxy(
      {},
      {
        get(_target, key) {
          if (typeof key !== 'string' || NOT_ENDPOINTS.has(key)) return undefined;
          let method = methods.get(key);
          if (!method) {
            method = async (...args: unknown[]) => (await resolve(name, key))(...args);
            methods.set(key, method);
          }
          return method;
        },
      },
    );
    groups.set(name, proxy);
    return proxy;
  };
  return new Proxy({} as ApiClient, {
    get(_target, key) {
      if (key === 'call') return call;
      if (typeof key !== 'string' || NOT_ENDPOINTS.has(key)) return undefined;
      return group(key);
    },
  });
}

/**
 * An {@link ApiClient} that loads the real one (the contract, its zod schemas and the client
 * over them) on its first call, so a page can hold the client without shipping the contract in
 * its initial JavaScript. `api.group.endpoint(body)` and `api.call(endpoint, body)` behave as on
 * the real client, only one `await` later; the loaded client is kept for every later call.
 */
export function createLazyApiClient(load: () => Promise<ApiClient>): ApiClient {
  let loading: Promise<ApiClient> | undefined;
  const client = (): Promise<ApiClient> => {
    loading ??= load().catch((error: unknown) => {
      // A failed chunk download (offline, a new release) is retried by the next call.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolve: ResolveEndpoint = async (name, key) => {
    const real = (await client()) as unknown as Record<string, Record<string, unknown> | undefined>;
    const endpoint = real[name]?.[key];
    if (typeof endpoint !== 'function') throw noSuchEndpoint(name, key);
    return endpoint as EndpointMethod;
  };
  return proxyApiClient(resolve, async (endpoint, body, options) =>
    (await client()).call(endpoint, body, options),
  );
}
