import type { Language } from './languages';
import type { LanguageResources } from './resources/language-resources';

/**
 * One language's strings, imported on demand, for programs that should not
 * load every language at start-up (the CLI). Bundlers split each language apart.
 */
export async function loadLanguage(language: Language): Promise<LanguageResources> {
  switch (language) {
    case 'es-MX':
      return (await import('./resources/es-MX')).ES_MX;
    case 'ja-JP':
      return (await import('./resources/ja-JP')).JA_JP;
    default:
      return (await import('./resources/en-US')).EN_US;
  }
}
