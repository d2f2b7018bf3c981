import type { Language } from './languages';
import { EN_US } from './resources/en-US';
import { ES_MX } from './resources/es-MX';
import { JA_JP } from './resources/ja-JP';
import type { LanguageResources } from './resources/language-resources';

export type { LanguageResources, LocaleTree } from './resources/language-resources';

/** Every string of every language, bundled statically so browser, server and CLI read the same files. */
export const RESOURCES: Record<Language, LanguageResources> = {
  'en-US': EN_US,
  'es-MX': ES_MX,
  'ja-JP': JA_JP,
};
