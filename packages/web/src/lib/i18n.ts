import { createI18n, createLazyI18n, type LoadNamespace } from '@ailab/core/i18n/create-i18n';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@ailab/core/i18n/languages';
import type { Namespace } from '@ailab/core/i18n/namespaces';
import type { LanguageResources } from '@ailab/core/i18n/resources';
import { LANGUAGE_STORAGE_KEY } from '@ailab/core/layout/layout-constants';
import type { SessionStorage } from '@ailab/core/session/session';
import { initReactI18next } from 'react-i18next';

/** The app's i18next instance type, as core creates it. */
export type I18n = ReturnType<typeof createI18n>;

/** The current language and the switch between languages. */
export interface LanguageControl {
  /** The language requests should carry in Accept-Language. */
  current(): Language;
  /** Switches the language, stores the choice and updates <html lang>. */
  change(language: Language): Promise<void>;
}

/** The language stored by the switcher, or the default. */
export function readStoredLanguage(storage: SessionStorage): Language {
  const stored = storage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/**
 * The namespaces every page shows (headers, footers, buttons). A screen's other namespaces load
 * when it first asks for them: react-i18next's `useTranslation` suspends until they are in.
 */
export const INITIAL_NAMESPACES: readonly Namespace[] = ['common', 'web'];

/**
 * The namespaces the signed-in shell and the app's own screens show (menus, user panel, search
 * palette with its domain groups, dashboard, notifications), loaded with the shell: they then render
 * at once instead of suspending one namespace at a time. Not a list of domains: a domain page loads its
 * domain's namespace with its screen (app/routes/domain-screens.ts), so a new domain adds nothing here.
 */
export const SIGNED_IN_NAMESPACES: readonly Namespace[] = [
  'menu',
  'auth',
  'errors',
  'kit',
  'account',
  'users',
  'events',
  'learning',
  'news',
  'notifications',
  'search',
];

/**
 * Where the strings come from: loaded on demand, one language and namespace at a time (the
 * browser), or given in full (component tests).
 */
export type LocaleSource =
  | { load: LoadNamespace }
  | { resources: Partial<Record<Language, LanguageResources>> };

/** An i18next instance bound to React, in the stored language; `ready` once it can render. */
export function createAppI18n(
  storage: SessionStorage,
  source: LocaleSource,
): { i18n: I18n; ready: Promise<unknown> } {
  const language = readStoredLanguage(storage);
  if ('resources' in source) {
    const i18n = createI18n({ language, resources: source.resources, plugins: [initReactI18next] });
    return { i18n, ready: Promise.resolve() };
  }
  return createLazyI18n({
    language,
    load: source.load,
    namespaces: INITIAL_NAMESPACES,
    plugins: [initReactI18next],
  });
}

/** The language helpers over one i18next instance, its storage and its document. */
export function createLanguageControl(i18n: I18n, storage: SessionStorage, doc: Document): LanguageControl {
  // Before a lazily loaded instance has started, the stored choice is the language.
  const current = (): Language => (isLanguage(i18n.language) ? i18n.language : readStoredLanguage(storage));
  return {
    current,
    async change(language) {
      storage.setItem(LANGUAGE_STORAGE_KEY, language);
      // At once, as before strings loaded on demand: the switch is the user's choice either way.
      doc.documentElement.lang = language;
      await i18n.changeLanguage(language);
    },
  };
}
