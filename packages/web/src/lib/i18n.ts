import { createI18n } from '@ailab/core/i18n/create-i18n';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@ailab/core/i18n/languages';
import { LANGUAGE_STORAGE_KEY } from '@ailab/core/layout/layout-constants';
import { initReactI18next } from 'react-i18next';
import { browserStorage } from './storage';

/** The language stored by the switcher, or the default. */
export function readStoredLanguage(): Language {
  const stored = browserStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** The app's i18next instance, bound to React. */
export const i18n = createI18n({ language: readStoredLanguage(), plugins: [initReactI18next] });

/** The language requests should carry in Accept-Language. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Switches the language, stores the choice and updates <html lang>. */
export async function changeLanguage(language: Language): Promise<void> {
  browserStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
