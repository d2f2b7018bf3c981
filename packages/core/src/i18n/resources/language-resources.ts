import type { Namespace } from '../namespaces';

/** A tree of translated strings, as stored in one locale JSON file. */
export interface LocaleTree {
  [key: string]: string | LocaleTree;
}

/** Every namespace of one language. */
export type LanguageResources = Record<Namespace, LocaleTree>;
