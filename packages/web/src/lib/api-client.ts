import { createAuthController } from '@ailab/core/auth/auth-controller';
import { createApiClient } from '@ailab/core/client/create-client';
import { contract } from '@ailab/core/contract/index';
import { readToken } from '@ailab/core/session/session';
import { paths } from '../config/paths';
import { currentLanguage } from './i18n';
import { navigateTo } from './navigation';
import { browserStorage } from './storage';

let leavingSession = false;

/** The typed API client of the browser: same origin, bearer token and Accept-Language from storage. */
export const api = createApiClient(contract, {
  baseUrl: '',
  fetch: (input, init) => window.fetch(input, init),
  getToken: () => readToken(browserStorage),
  getLanguage: currentLanguage,
  // Spec §8: a rejected session clears all local storage and goes to the root path. A full
  // page load also drops every cached answer of the old session, and it cannot be raced by
  // the signed-in area redirecting a now signed-out user to /login.
  onUnauthorized: () => {
    browserStorage.clear();
    // Several calls may fail at once; one navigation is enough (a second would abort the first).
    if (leavingSession) return;
    leavingSession = true;
    window.location.assign(paths.home);
  },
  onNotFound: () => navigateTo(paths.home),
});

/** The one authentication controller of the app (spec §4), over localStorage. */
export const authController = createAuthController(browserStorage, {
  whoAmI: () => api.user.whoAmI({}),
  revokeCurrent: () => api.user.token({ action: 'revoke_current' }),
});
