import type { ApiClient } from '@ailab/core/client/create-client';
import type { Language } from '@ailab/core/i18n/languages';
import { clearSession, type SessionStorage } from '@ailab/core/session/session';
import type { z } from 'zod';
import { type JsonStore, openStore } from '../config/conf-store';
import { SESSION_FILE, SETTINGS_FILE } from '../config/config-dir';
import { DEFAULT_SERVER, parseServerUrl, type Settings } from '../config/settings';
import { UsageError } from '../errors/cli-errors';
import type { Translate } from '../i18n/translator';
import type { Env, IOStreams } from '../io/io-streams';
import { startProgress } from '../io/progress';
import { confSessionStorage } from '../session/conf-session-storage';
import { readStoredToken } from '../session/stored-token';
import type { GlobalOptions } from './global-options';
import type { HttpClient } from './http-client';
import { resolveTimeout } from './request-timeout';
import { pickToken, type ResolvedToken } from './token-source';

/**
 * Everything a command needs, as lazy providers: nothing heavy (conf, the HTTP client,
 * the contract) is loaded until a command asks for it.
 */
export interface Factory {
  io: IOStreams;
  env: Env;
  t: Translate;
  language: Language;
  /** The server URL in use: --server, AILAB_SERVER, config, then the default. */
  server: string;
  configDir: string;
  settings: Settings;
  json: boolean;
  /** The token in use and its source, or null when there is none. */
  token(): Promise<ResolvedToken | null>;
  /** Core's session storage for the current server, over the 0600 session file. */
  sessionStorage(): Promise<SessionStorage>;
  /** The conf store of settings, for writes. */
  settingsStore(): Promise<JsonStore>;
  /**
   * The typed API client; `token` overrides the resolved token (null sends none).
   * Requests show a spinner on a terminal unless `progress` is false (an Ink screen is up). `long` marks slow work
   * (imports, uploads, syncs): its default timeout is longer (`factory/request-timeout.ts`).
   */
  api(token?: string | null, options?: { progress?: boolean; long?: boolean }): Promise<ApiClient>;
  /** The response schemas of the endpoints that answered in this run, oldest first (`services/json-fields.ts`). */
  answeredSchemas(): Promise<z.ZodType[]>;
  /** Closes keep-alive connections so the process can exit, and waits for a rejected session to be forgotten. */
  dispose(): Promise<void>;
}

/** What {@link createFactory} is built from. */
export interface FactoryInput {
  io: IOStreams;
  env: Env;
  t: Translate;
  language: Language;
  configDir: string;
  settings: Settings;
  globals: GlobalOptions;
}

function resolveServer(input: FactoryInput): string {
  const raw = input.globals.server ?? input.env.AILAB_SERVER ?? input.settings.server ?? DEFAULT_SERVER;
  const server = parseServerUrl(raw);
  if (server === null) throw new UsageError(input.t('config.invalidServer', { value: raw }));
  return server;
}

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

/** Builds the factory for one command run. */
export function createFactory(input: FactoryInput): Factory {
  const server = resolveServer(input);
  const clients: HttpClient[] = [];
  const sessionStore = once(() => openStore(input.configDir, SESSION_FILE));
  const settingsStore = once(() => openStore(input.configDir, SETTINGS_FILE));
  const sessionStorage = once(async () => confSessionStorage(await sessionStore(), server));
  const token = once(async () => {
    const flag = input.globals.token;
    const envToken = input.env.AILAB_TOKEN;
    if (flag || envToken) return pickToken(flag, envToken, null);
    return pickToken(undefined, undefined, readStoredToken(input.configDir, server));
  });
  // Forgetting a rejected session (below) opens conf; dispose waits for it.
  const forgetting: Promise<void>[] = [];
  return {
    io: input.io,
    env: input.env,
    t: input.t,
    language: input.language,
    server,
    configDir: input.configDir,
    settings: input.settings,
    json:
      input.globals.json === true || input.globals.jq !== undefined || input.globals.template !== undefined,
    token,
    sessionStorage,
    settingsStore,
    async api(override, options) {
      const current = override === undefined ? await token() : null;
      const resolved = override === undefined ? (current?.value ?? null) : override;
      // Spec §8: a rejected session is cleared. Only the stored one: flag and env tokens are not ours to forget.
      // conf (for the write) is opened only then, not for every command run with a stored session.
      const forget =
        current?.source === 'stored'
          ? () => {
              const forgotten = sessionStorage().then(clearSession);
              // Handled now, rethrown by dispose: not an unhandled rejection in between.
              forgotten.catch(() => {});
              forgetting.push(forgotten);
            }
          : undefined;
      const timeoutFor = resolveTimeout(input.globals.timeout, input.env, input.settings, input.t);
      const { createHttpClient } = await import('./http-client');
      const client = createHttpClient({
        baseUrl: server,
        getToken: () => resolved,
        language: input.language,
        timeoutMs: timeoutFor(options?.long === true),
        onUnauthorized: forget,
        ...(input.io.verbose ? { debug: (line: string) => input.io.debug(line) } : {}),
        onRequest:
          options?.progress === false
            ? undefined
            : () => startProgress(input.io, input.t('progress', { server })),
      });
      clients.push(client);
      return client.api;
    },
    async answeredSchemas() {
      return (await Promise.all(clients.map((client) => client.answeredSchemas()))).flat();
    },
    async dispose() {
      await Promise.all([...clients.map((client) => client.close()), ...forgetting]);
    },
  };
}
