// Cross-package: the core client against the real server started in-process.

import { type ClientOptions, createApiClient } from '@ailab/core/client/create-client';
import { createGroupLoadingApiClient } from '@ailab/core/client/group-loading-client';
import { contractGroupLoaders } from '@ailab/core/contract/group-loaders';
import { contract } from '@ailab/core/contract/index';
import { type ApiError, isApiError } from '@ailab/core/errors/api-error';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../src/testing/start-test-server';
import { startNotImplementedServer } from './support/not-implemented-server';

// The whole-contract client and the one that builds each group on its first call behave alike.
const makers = [
  ['createApiClient', (options: ClientOptions) => createApiClient(contract, options)],
  [
    'createGroupLoadingApiClient',
    (options: ClientOptions) => createGroupLoadingApiClient(contractGroupLoaders, options),
  ],
] as const;

describe.each(makers)('%s against the real server', (_name, createClient) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const client = (
    options: { token?: string; language?: string; timeoutMs?: number; baseUrl?: string } = {},
  ) => {
    const seen = { unauthorized: 0, notFound: 0, headers: [] as Headers[] };
    const api = createClient({
      baseUrl: options.baseUrl ?? server.url,
      fetch: async (input, init) => {
        seen.headers.push(new Headers(init.headers));
        return fetch(input, init);
      },
      getToken: () => options.token,
      getLanguage: () => options.language,
      onUnauthorized: () => {
        seen.unauthorized += 1;
      },
      onNotFound: () => {
        seen.notFound += 1;
      },
      timeoutMs: options.timeoutMs,
    });
    return { api, seen };
  };

  it('signs in and calls who-am-I with the bearer token and Accept-Language', async () => {
    const { api } = client();
    const signedIn = await api.user.login({ email: 'Research@Example.com', password: 'demo-password-1' });
    expect(signedIn.user.email).toBe('research@example.com');
    const authed = client({ token: signedIn.token, language: 'ja-JP' });
    const who = await authed.api.user.whoAmI();
    expect(who).toMatchObject({ result: true, user: { roles: [1], role: 'リサーチャー' } });
    expect(authed.seen.headers[0]?.get('authorization')).toBe(`Bearer ${signedIn.token}`);
    expect(authed.seen.headers[0]?.get('accept-language')).toBe('ja-JP');
  });

  it('throws a typed ApiError with translated message and fields', async () => {
    const { api, seen } = client({ language: 'es-MX' });
    const error = await api.user
      .login({ email: 'research@example.com', password: 'wrong' })
      .catch((e: unknown) => e);
    expect(isApiError(error, 'INVALID_CREDENTIALS')).toBe(true);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe('Usuario o contraseña incorrectos');
    expect(seen.unauthorized).toBe(0);
    const invalid = await api
      .call(contract.user.login, { email: 'nope', password: 'x' })
      .catch((e: unknown) => e);
    expect((invalid as ApiError).code).toBe('VALIDATION_FAILED');
    expect((invalid as ApiError).fields.map((field) => field.field)).toEqual(['email']);
  });

  it('runs the 401 hook for a rejected session, then rethrows', async () => {
    const { api, seen } = client({ token: 'ailab_s_not-a-real-token-at-all-000000' });
    await expect(api.user.whoAmI()).rejects.toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    expect(seen.unauthorized).toBe(1);
  });

  it('runs the 404 hook, then rethrows', async () => {
    const { api, seen } = client();
    const ghost = { ...contract.open.ping, path: '/v2/api/open/not-there' };
    await expect(api.call(ghost, {})).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(seen.notFound).toBe(1);
  });

  it('leaves the 404 to a caller that shows its own not-found page (ownNotFound)', async () => {
    const { api, seen } = client();
    await expect(
      api.publicProfile.get({ name: 'no-such-person' }, { ownNotFound: true }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
    expect(seen.notFound).toBe(0);
  });

  it('reports pending features with their name', async () => {
    // Every endpoint of this build is served (the last pending ones, startups, landed); a server of an
    // older build still answers 501 for what it has not got, and the client names the feature.
    const older = await startNotImplementedServer('startups');
    try {
      const { api } = client({ baseUrl: older.url });
      await expect(api.open.ping()).rejects.toMatchObject({ code: 'NOT_IMPLEMENTED', feature: 'startups' });
    } finally {
      await older.close();
    }
  });

  it('validates responses against the contract', async () => {
    const { api } = client();
    const lying = { ...contract.open.ping, response: contract.user.whoAmI.response };
    await expect(api.call(lying, {})).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('has no default timeout, honours one when set, and reports network failures', async () => {
    const { api } = client({ baseUrl: 'http://127.0.0.1:1' });
    await expect(api.open.ping()).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    const timed = createClient({
      baseUrl: server.url,
      timeoutMs: 5,
      fetch: (input, init) =>
        new Promise((resolve, reject) => {
          const answer = setTimeout(() => resolve(fetch(input, init)), 200);
          init.signal?.addEventListener('abort', () => {
            // No late request: its rejection would outlive the test.
            clearTimeout(answer);
            reject(init.signal?.reason);
          });
        }),
    });
    await expect(timed.open.ping()).rejects.toMatchObject({ code: 'TIMEOUT' });
  });
});
