import { createInstance, type i18n } from 'i18next';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, type Language } from './languages';
import { NAMESPACES, type Namespace } from './namespaces';
import type { LanguageResources, LocaleTree } from './resources/language-resources';

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

/** Loads one namespace of one language, e.g. from a bundler's lazy chunk or over HTTP. */
export type LoadNamespace = (language: Language, namespace: Namespace) => Promise<LocaleTree>;

/** Options for {@link createLazyI18n}. */
export interface CreateLazyI18nOptions {
  language?: Language;
  load: LoadNamespace;
  /** The namespaces to load before `ready` settles; others load when first used. */
  namespaces: readonly Namespace[];
  plugins?: Parameters<i18n['use']>[0][];
}

/**
 * An i18next instance that loads strings on demand: only the active language (no fallback
 * language is loaded: `npm run check:locales` guarantees every language has every key) and
 * only the namespaces asked for, first `namespaces`, then whatever `loadNamespaces` or
 * react-i18next's `useTranslation` asks for. Changing the language loads the namespaces
 * already in use in the new language. `ready` settles once the first namespaces are in.
 */
export function createLazyI18n(options: CreateLazyI18nOptions): { i18n: i18n; ready: Promise<unknown> } {
  const instance = createInstance();
  for (const plugin of options.plugins ?? []) instance.use(plugin);
  instance.use({
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: (error: unknown, data: LocaleTree | false) => void) {
      options.load(language as Language, namespace as Namespace).then(
        (tree) => callback(null, tree),
        (error: unknown) => callback(error, false),
      );
    },
  });
  const ready = instance.init({
    lng: options.language ?? DEFAULT_LANGUAGE,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    ns: [...options.namespaces],
    defaultNS: 'common',
    initAsync: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return { i18n: instance, ready };
}
