import { describe, expect, it } from 'vitest';
import type { ContractGroupLoaders } from '../contract/group-loaders';
import { contract } from '../contract/index';
import type { FetchLike } from './create-client';
import { createGroupLoadingApiClient } from './group-loading-client';

/** Loaders that record which groups were asked for, over the real contract's groups. */
function recordingLoaders(loaded: string[]): ContractGroupLoaders {
  return Object.fromEntries(
    Object.entries(contract).map(([name, group]) => [
      name,
      async () => {
        loaded.push(name);
        return group;
      },
    ]),
  ) as unknown as ContractGroupLoaders;
}

/** A fetch that answers every request with `answer` as JSON and records the paths and bodies. */
function answering(answer: unknown, requests: { url: string; body: unknown }[]): FetchLike {
  return async (url, init) => {
    requests.push({ url, body: init.body });
    return { ok: true, status: 200, text: async () => JSON.stringify(answer) };
  };
}

describe('createGroupLoadingApiClient', () => {
  it('loads a group on its first call, once, and no other group', async () => {
    const loaded: string[] = [];
    const requests: { url: string; body: unknown }[] = [];
    const api = createGroupLoadingApiClient(recordingLoaders(loaded), {
      baseUrl: 'http://api.test/',
      fetch: answering(
        { ok: true, time: '2026-11-23T00:00:00.000Z', version: '1', database: 'sqlite' },
        requests,
      ),
    });
    const ping = api.open.ping;
    expect(loaded).toEqual([]);
    expect(api.open.ping).toBe(ping);
    await Promise.all([ping(), api.open.ping({})]);
    expect(loaded).toEqual(['open']);
    expect(requests.map((request) => request.url)).toEqual([
      `http://api.test${contract.open.ping.path}`,
      `http://api.test${contract.open.ping.path}`,
    ]);
  });

  it('parses answers with the endpoint schema and calls any endpoint without loading a group', async () => {
    const loaded: string[] = [];
    const api = createGroupLoadingApiClient(recordingLoaders(loaded), {
      baseUrl: 'http://api.test',
      fetch: answering({ unexpected: 1 }, []),
    });
    await expect(api.user.whoAmI()).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    await expect(api.call(contract.user.whoAmI, {})).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    expect(loaded).toEqual(['user']);
  });

  it('names an endpoint or a group the API does not have', async () => {
    const api = createGroupLoadingApiClient(recordingLoaders([]), {
      baseUrl: 'http://api.test',
      fetch: answering({}, []),
    });
    const untyped = api as unknown as Record<string, Record<string, () => Promise<unknown>>>;
    await expect(untyped.user?.notThere?.()).rejects.toThrow('user.notThere');
    await expect(untyped.nowhere?.list?.()).rejects.toThrow('nowhere.list');
    await expect(untyped.user?.toString?.()).rejects.toThrow('user.toString');
    expect(await Promise.resolve(api.user)).toBe(api.user);
  });

  it('loads a group again after its load failed (a chunk the browser could not download)', async () => {
    const loaded: string[] = [];
    const loaders = recordingLoaders(loaded);
    let failures = 1;
    const flaky = {
      ...loaders,
      open: async () => {
        if (failures-- > 0) throw new TypeError('Failed to fetch dynamically imported module');
        return loaders.open();
      },
    } as ContractGroupLoaders;
    const api = createGroupLoadingApiClient(flaky, {
      baseUrl: 'http://api.test',
      fetch: answering({ ok: true, time: '2026-11-23T00:00:00.000Z', version: '1', database: 'sqlite' }, []),
    });
    await expect(api.open.ping()).rejects.toThrow('dynamically imported module');
    await expect(api.open.ping()).resolves.toMatchObject({ ok: true });
    expect(loaded).toEqual(['open']);
  });
});
