import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { createApiClient } from '@ailab/core/client/create-client';
import type { User } from '@ailab/core/contract/accounts/user.schemas';
import { contract } from '@ailab/core/contract/index';
import { RESOURCES } from '@ailab/core/i18n/resources';
import { memoryStorage } from '@ailab/core/session/memory-storage';
import { userFixture } from '@ailab/core/testing/user-fixture';
import { openStore } from '../../src/config/conf-store';
import type { Settings } from '../../src/config/settings';
import type { Factory } from '../../src/factory/factory';
import { pickToken } from '../../src/factory/token-source';
import { createTranslator } from '../../src/i18n/translator';
import { createIOStreams, type Env } from '../../src/io/io-streams';

/** One request the fake server received. */
export interface FakeCall {
  path: string;
  body: unknown;
  authorization: string | null;
  language: string | null;
}

/** A handler of the fake server: the status and JSON body to answer with. */
export type FakeRoute = (body: unknown, call: FakeCall) => { status: number; body: unknown };

/** How to build a fake factory. */
export interface FakeFactoryOptions {
  tty?: boolean;
  stdin?: string;
  env?: Env;
  json?: boolean;
  flagToken?: string;
  storedToken?: string;
  settings?: Settings;
  routes?: Record<string, FakeRoute>;
}

/** A factory over in-memory streams, core's memory storage and a fake server routed by path. */
export function fakeFactory(options: FakeFactoryOptions = {}) {
  const tty = options.tty === true;
  const stdout = Object.assign(new PassThrough(), { isTTY: tty });
  const stderr = Object.assign(new PassThrough(), { isTTY: tty });
  const stdin = Object.assign(new PassThrough(), { isTTY: tty });
  stdin.end(options.stdin ?? '');
  let out = '';
  let err = '';
  stdout.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
  });
  stderr.setEncoding('utf8').on('data', (chunk: string) => {
    err += chunk;
  });
  const env = options.env ?? {};
  const io = createIOStreams({ stdin, stdout, stderr }, { color: true, quiet: false, verbose: false, env });
  const storage = memoryStorage(options.storedToken ? { authToken: options.storedToken } : {});
  const calls: FakeCall[] = [];
  // Not created here: conf creates it on the first write, and the tests that write remove it.
  const configDir = join(tmpdir(), `ailab-cli-unit-${randomUUID()}`);
  const server = 'http://ailab.test';
  const t = createTranslator('en-US', RESOURCES);
  const fakeFetch = async (input: string, init: RequestInit): Promise<Response> => {
    const path = new URL(input).pathname;
    const headers = new Headers(init.headers);
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = {
      path,
      body,
      authorization: headers.get('authorization'),
      language: headers.get('accept-language'),
    };
    calls.push(call);
    const route = options.routes?.[path];
    const answer = route
      ? route(body, call)
      : { status: 404, body: { error: { code: 'NOT_FOUND', message: `Not found: ${path}` } } };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  };
  const currentToken = () => pickToken(options.flagToken, env.AILAB_TOKEN, storage.getItem('authToken'));
  const f: Factory = {
    io,
    env,
    t,
    language: 'en-US',
    server,
    configDir,
    settings: options.settings ?? {},
    json: options.json === true,
    token: async () => currentToken(),
    sessionStorage: async () => storage,
    answeredSchemas: async () => [],
    settingsStore: () => openStore(configDir, 'config'),
    api: async (override) =>
      createApiClient(contract, {
        baseUrl: server,
        fetch: fakeFetch,
        getToken: () => (override === undefined ? currentToken()?.value : override),
        getLanguage: () => 'en-US',
      }),
    dispose: async () => undefined,
  };
  return { f, storage, calls, stdout: () => out, stderr: () => err };
}

/** A user as the API answers with it (a researcher unless overridden). */
export function fakeUser(overrides: Partial<User> = {}): User {
  return userFixture({ role: 'Researcher', ...overrides });
}

/** A successful sign-in answer for a user. */
export function signInAnswer(user: User, token = 'session-token') {
  return {
    status: 200,
    body: {
      token,
      expires_at: '2027-01-01T00:00:00.000Z',
      user,
      previous_login_at: null,
      must_change_password: user.must_change_password,
    },
  };
}

/** The 401 the server answers for a rejected token. */
export const UNAUTHENTICATED = {
  status: 401,
  body: { error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' } },
};
