import { createI18n } from '@ailab/core/i18n/create-i18n';
import type { Language } from '@ailab/core/i18n/languages';
import type { LanguageResources } from '@ailab/core/i18n/resources';

/** A translation function bound to one language; keys default to the `cli` namespace. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * The CLI's translator over core's i18n instance: `t('auth.login.done')`,
 * `t('errors:codes.TIMEOUT')`. Plain strings are read straight from the
 * instance's resource store and interpolated with its interpolator, which is
 * several times faster than `i18n.t` (help text makes dozens of lookups at
 * start-up); anything else (a missing key, the fallback language) goes through `t`.
 * `resources` needs only the language and the en-US fallback: see {@link loadTranslator}.
 */
export function createTranslator(
  language: Language,
  resources: Partial<Record<Language, LanguageResources>>,
): Translate {
  const i18n = createI18n({ language, resources });
  const fixed = i18n.getFixedT(language, 'cli');
  const interpolator = i18n.services.interpolator;
  return (key, values) => {
    const split = key.indexOf(':');
    const namespace = split === -1 ? 'cli' : key.slice(0, split);
    const path = split === -1 ? key : key.slice(split + 1);
    const text: unknown = i18n.getResource(language, namespace, path);
    if (typeof text !== 'string') return String(fixed(key, values ?? {}));
    if (!text.includes('{{')) return text;
    return interpolator.interpolate(text, values ?? {}, language, {});
  };
}

/** A translator with only the strings it can use: the language and the en-US fallback. */
export async function loadTranslator(language: Language): Promise<Translate> {
  const { loadLanguage } = await import('@ailab/core/i18n/load-language');
  const [chosen, fallback] = await Promise.all([loadLanguage(language), loadLanguage('en-US')]);
  return createTranslator(language, { 'en-US': fallback, [language]: chosen });
}
