import type { ApiClient } from './create-client';

/** Property names a promise machinery or a debugger asks any object for; never endpoint groups. */
const NOT_ENDPOINTS = new Set(['then', 'catch', 'finally', 'toJSON', 'constructor']);

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
  const groups = new Map<string, unknown>();
  const group = (name: string) => {
    const existing = groups.get(name);
    if (existing) return existing;
    const methods = new Map<string, (...args: unknown[]) => Promise<unknown>>();
    const proxy = new Proxy(
      {},
      {
        get(_target, key) {
          if (typeof key !== 'string' || NOT_ENDPOINTS.has(key)) return undefined;
          let method = methods.get(key);
          if (!method) {
            method = async (...args: unknown[]) => {
              const real = (await client()) as unknown as Record<
                string,
                Record<string, (...a: unknown[]) => unknown>
              >;
              const endpoint = real[name]?.[key];
              if (typeof endpoint !== 'function')
                throw new TypeError(`The API has no endpoint ${name}.${key}`);
              return endpoint(...args);
            };
            methods.set(key, method);
          }
          return method;
        },
      },
    );
    groups.set(name, proxy);
    return proxy;
  };
  const call: ApiClient['call'] = async (endpoint, body, options) =>
    (await client()).call(endpoint, body, options);
  return new Proxy({} as ApiClient, {
    get(_target, key) {
      if (key === 'call') return call;
      if (typeof key !== 'string' || NOT_ENDPOINTS.has(key)) return undefined;
      return group(key);
    },
  });
}
