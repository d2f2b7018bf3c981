import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from './create-client';
import { createLazyApiClient } from './lazy-client';

/** A stand-in for the real client: records calls and answers with what it was given. */
function fakeClient(calls: unknown[][]): ApiClient {
  return {
    user: {
      whoAmI: async (...args: unknown[]) => {
        calls.push(['user.whoAmI', ...args]);
        return 'me';
      },
    },
    call: async (...args: unknown[]) => {
      calls.push(['call', ...args]);
      return 'called';
    },
  } as unknown as ApiClient;
}

describe('createLazyApiClient', () => {
  it('loads nothing until the first call, then loads once for every call', async () => {
    const calls: unknown[][] = [];
    const load = vi.fn(async () => fakeClient(calls));
    const api = createLazyApiClient(load);
    const whoAmI = api.user.whoAmI;
    expect(load).not.toHaveBeenCalled();
    const answers = await Promise.all([whoAmI({}), api.user.whoAmI({}, { token: 't' })]);
    expect(answers).toEqual(['me', 'me']);
    expect(await api.call({ path: '/x' } as never, { a: 1 } as never)).toBe('called');
    expect(load).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([
      ['user.whoAmI', {}],
      ['user.whoAmI', {}, { token: 't' }],
      ['call', { path: '/x' }, { a: 1 }, undefined],
    ]);
  });

  it('is not mistaken for a promise, and names an endpoint the API does not have', async () => {
    const api = createLazyApiClient(async () => fakeClient([]));
    expect(await Promise.resolve(api)).toBe(api);
    expect(await Promise.resolve(api.user)).toBe(api.user);
    const untyped = api as unknown as Record<string, Record<string, () => Promise<unknown>>>;
    const missing = untyped.news?.list;
    expect(typeof missing).toBe('function');
    await expect(missing?.()).rejects.toThrow('news.list');
  });

  it('tries loading again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<ApiClient>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockImplementation(async () => fakeClient([]));
    const api = createLazyApiClient(load);
    await expect(api.user.whoAmI({})).rejects.toThrow('chunk failed');
    await expect(api.user.whoAmI({})).resolves.toBe('me');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
