import { createI18n } from '@ailab/core/i18n/create-i18n';
import type { Language } from '@ailab/core/i18n/languages';
import type { LanguageResources } from '@ailab/core/i18n/resources';

/** A translation function bound to one language; keys default to the `cli` namespace. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The string at a dotted path of one namespace of one language, read straight from the resources. */
function lookup(
  resources: Partial<Record<Language, LanguageResources>>,
  language: Language,
  namespace: string,
  path: string,
): unknown {
  let node: unknown = resources[language]?.[namespace as keyof LanguageResources];
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w]*)\s*\}\}/g;

/**
 * `{{name}}` placeholders filled from plain values, as i18next does with escaping off; undefined when the text needs
 * more (a formatter, a nested path, nesting with `$t(`, a value that is missing or not a plain value).
 */
function fillPlaceholders(text: string, values: Record<string, unknown>): string | undefined {
  if (text.includes('$t(')) return undefined;
  let complete = true;
  const filled = text.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      return String(value);
    complete = false;
    return '';
  });
  return complete && !filled.includes('{{') ? filled : undefined;
}

/**
 * The CLI's translator over core's i18n instance: `t('auth.login.done')`,
 * `t('errors:codes.TIMEOUT')`. Plain strings are read straight from the resources (help text makes
 * dozens of lookups at start-up); i18next itself is created only when a string needs it (values to
 * interpolate, plurals, a missing key, the fallback language), so `ailab --help` never initialises it.
 * `resources` needs only the language and the en-US fallback: see {@link loadTranslator}.
 */
export function createTranslator(
  language: Language,
  resources: Partial<Record<Language, LanguageResources>>,
): Translate {
  let instance: ReturnType<typeof createI18n> | undefined;
  const i18next = () => {
    instance ??= createI18n({ language, resources });
    return instance;
  };
  return (key, values) => {
    const split = key.indexOf(':');
    const namespace = split === -1 ? 'cli' : key.slice(0, split);
    const path = split === -1 ? key : key.slice(split + 1);
    const text = lookup(resources, language, namespace, path);
    if (typeof text === 'string') {
      if (!text.includes('{{')) return text;
      const filled = fillPlaceholders(text, values ?? {});
      if (filled !== undefined) return filled;
    }
    const translator = i18next();
    if (typeof text !== 'string') return String(translator.getFixedT(language, 'cli')(key, values ?? {}));
    return translator.services.interpolator.interpolate(text, values ?? {}, language, {});
  };
}

/** A translator with only the strings it can use: the language and the en-US fallback. */
export async function loadTranslator(language: Language): Promise<Translate> {
  const { loadLanguage } = await import('@ailab/core/i18n/load-language');
  const [chosen, fallback] = await Promise.all([loadLanguage(language), loadLanguage('en-US')]);
  return createTranslator(language, { 'en-US': fallback, [language]: chosen });
}
