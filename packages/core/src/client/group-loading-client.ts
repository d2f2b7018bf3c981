import type { Endpoint } from '../contract/define';
import type { ContractGroupLoaders } from '../contract/group-loaders';
import { type ApiClient, type CallOptions, type ClientOptions, send } from './create-client';
import { noSuchEndpoint, proxyApiClient } from './lazy-client';

/**
 * The typed client of `createApiClient`, building each contract group on its first call:
 * a program that makes one call (`ailab whoami`) builds that group's zod schemas, not the
 * whole contract's. Calls behave exactly as on `createApiClient`'s client.
 */
export function createGroupLoadingApiClient(
  loaders: ContractGroupLoaders,
  options: ClientOptions,
): ApiClient {
  const groups = new Map<string, Promise<Record<string, Endpoint | undefined>>>();
  const loadGroup = (name: string) => {
    let group = groups.get(name);
    if (!group) {
      const load = Object.hasOwn(loaders, name) ? loaders[name as keyof ContractGroupLoaders] : undefined;
      group = load ? (load() as Promise<Record<string, Endpoint | undefined>>) : Promise.resolve({});
      // A failed load (a chunk the browser could not download) is tried again by the next call.
      group.catch(() => groups.delete(name));
      groups.set(name, group);
    }
    return group;
  };
  return proxyApiClient(
    async (name, key) => {
      const group = await loadGroup(name);
      const endpoint = Object.hasOwn(group, key) ? group[key] : undefined;
      if (endpoint === undefined) throw noSuchEndpoint(name, key);
      return (body?: unknown, call?: unknown) =>
        send(options, endpoint, body, call as CallOptions | undefined);
    },
    ((endpoint: Endpoint, body?: unknown, call?: CallOptions) =>
      send(options, endpoint, body, call)) as ApiClient['call'],
  );
}
