import { createAuthController } from '@ailab/core/auth/auth-controller';
import type { ApiClient, ClientOptions } from '@ailab/core/client/create-client';
import { createLazyApiClient } from '@ailab/core/client/lazy-client';
import { readToken, type SessionStorage } from '@ailab/core/session/session';
import { paths } from '../config/paths';
import type { AppServices } from '../lib/app-services';
import { createAppI18n, createLanguageControl, type LocaleSource } from '../lib/i18n';
import { loadLocaleChunk } from '../lib/locale-chunks';
import { createNavigation } from '../lib/navigation';
import { loginHref } from '../lib/return-path';
import { resolveBrowserStorage } from '../lib/storage';
import { loadApiClient } from './load-api-client';

/** Where a rejected session goes: sign in again from a signed-in page, the root path from any other. */
function sessionEndedHref(location: Pick<Location, 'pathname' | 'search'> | undefined): string {
  const path = location?.pathname ?? '';
  if (!/^\/(ailab|admin)(\/|$)/.test(path)) return paths.home;
  return loginHref(paths.login, `${path}${location?.search ?? ''}`, { expired: '1' });
}

/** Where the strings and the API client come from; the browser loads both on demand. */
export interface AppServiceSources {
  locales?: LocaleSource;
  loadClient?: (options: ClientOptions) => Promise<ApiClient>;
}

/**
 * The composition root of the web app: storage, i18n, the API client and the auth controller for
 * one window. Tests pass their own storage (an in-memory one, or localStorage to observe it) and
 * may hand over every string and the client at once instead of loading them on demand.
 */
export function createAppServices(
  win: Window = window,
  storage: SessionStorage = resolveBrowserStorage(win),
  { locales = { load: loadLocaleChunk }, loadClient = loadApiClient }: AppServiceSources = {},
): AppServices {
  const { i18n, ready: i18nReady } = createAppI18n(storage, locales);
  const language = createLanguageControl(i18n, storage, win.document);
  const navigation = createNavigation(win);
  let leavingSession = false;

  const clientOptions: ClientOptions = {
    baseUrl: '',
    fetch: (input, init) => win.fetch(input, init),
    getToken: () => readToken(storage),
    getLanguage: language.current,
    // Spec §8: a rejected session clears all local storage and leaves the page: for a signed-in
    // page, to sign in again with a "session expired" notice and back to that page (issue 25
    // item 11, docs/decisions.md), otherwise to the root path. A full
    // page load also drops every cached answer of the old session, and it cannot be raced by
    // the signed-in area redirecting a now signed-out user to /login.
    onUnauthorized: () => {
      storage.clear();
      // Several calls may fail at once; one navigation is enough (a second would abort the first).
      if (leavingSession) return;
      leavingSession = true;
      win.location.assign(sessionEndedHref(win.location));
    },
    onNotFound: () => navigation.navigateTo(paths.home),
  };
  // The contract and zod load with the first call, not with the page (issue 7's budget).
  let clientLoad: Promise<ApiClient> | undefined;
  const loadClientOnce = () => {
    clientLoad ??= loadClient(clientOptions).catch((error: unknown) => {
      clientLoad = undefined;
      throw error;
    });
    return clientLoad;
  };
  const api = createLazyApiClient(loadClientOnce);

  const auth = createAuthController(storage, {
    whoAmI: () => api.user.whoAmI({}),
    revokeCurrent: () => api.user.token({ action: 'revoke_current' }),
  });

  const preloadApi = () => {
    // A failed preload is retried by the first real call.
    loadClientOnce().catch(() => {});
  };
  return { storage, i18n, i18nReady, language, navigation, api, auth, preloadApi };
}
