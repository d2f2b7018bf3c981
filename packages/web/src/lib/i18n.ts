import { createI18n } from '@ailab/core/i18n/create-i18n';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@ailab/core/i18n/languages';
import { RESOURCES } from '@ailab/core/i18n/resources';
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

/** An i18next instance bound to React, in the stored language. */
export function createAppI18n(storage: SessionStorage): I18n {
  return createI18n({
    language: readStoredLanguage(storage),
    resources: RESOURCES,
    plugins: [initReactI18next],
  });
}

/** The language helpers over one i18next instance, its storage and its document. */
export function createLanguageControl(i18n: I18n, storage: SessionStorage, doc: Document): LanguageControl {
  const current = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
  return {
    current,
    async change(language) {
      storage.setItem(LANGUAGE_STORAGE_KEY, language);
      await i18n.changeLanguage(language);
      doc.documentElement.lang = language;
    },
  };
}
