import { createInstance, type i18n } from 'i18next';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, type Language, NAMESPACES } from './languages';
import type { LanguageResources } from './resources/language-resources';

/** Options for {@link createI18n}. */
export interface CreateI18nOptions {
  language?: Language;
  /**
   * The strings to use: `RESOURCES` (every language) from `./resources`, or only some
   * languages from `loadLanguage`. The en-US fallback should be among them.
   */
  resources: Partial<Record<Language, LanguageResources>>;
  /** Extra i18next plugins to use before init, such as react-i18next's initReactI18next. */
  plugins?: Parameters<i18n['use']>[0][];
}

/**
 * A fresh, synchronously initialised i18next instance over `locales/`:
 * en-US is the default and the fallback; es-MX and ja-JP are the others.
 */
export function createI18n(options: CreateI18nOptions): i18n {
  const instance = createInstance();
  for (const plugin of options.plugins ?? []) instance.use(plugin);
  void instance.init({
    resources: options.resources,
    lng: options.language ?? DEFAULT_LANGUAGE,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
