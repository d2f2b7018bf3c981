import type { AuthController } from '@ailab/core/auth/auth-controller';
import type { ApiClient } from '@ailab/core/client/create-client';
import type { SessionStorage } from '@ailab/core/session/session';
import type { I18n, LanguageControl } from './i18n';
import type { AppNavigation } from './navigation';

/** Everything the app shares that depends on the page it runs in; built once by `main.tsx`. */
export interface AppServices {
  storage: SessionStorage;
  i18n: I18n;
  /** Settles when the strings the first paint needs are loaded. */
  i18nReady: Promise<unknown>;
  language: LanguageControl;
  navigation: AppNavigation;
  /** The typed API client: same origin, bearer token and Accept-Language from storage. */
  api: ApiClient;
  /** The authentication controller of the app (spec §4). */
  auth: AuthController;
  /** Starts loading the API client (contract and zod) ahead of the first call. */
  preloadApi(): void;
}
