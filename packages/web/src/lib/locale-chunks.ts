import type { LoadNamespace } from '@ailab/core/i18n/create-i18n';
import type { LocaleTree } from '@ailab/core/i18n/resources';

/**
 * One lazy chunk per language and namespace of `locales/`, so a page loads only its language and
 * the namespaces it shows. `cli` and `email` are never shown by the web app.
 */
const CHUNKS = import.meta.glob<LocaleTree>(
  ['../../../../locales/*/*.json', '!../../../../locales/*/cli.json', '!../../../../locales/*/email.json'],
  { import: 'default' },
);

/** Loads one namespace of one language from its chunk. */
export const loadLocaleChunk: LoadNamespace = async (language, namespace) => {
  const load = CHUNKS[`../../../../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`The web app has no strings for ${language}/${namespace}`);
  return load();
};
