import { createI18n } from '@ailab/core/i18n/create-i18n';
import { RESOURCES } from '@ailab/core/i18n/resources';
import type { i18n } from 'i18next';
import { memoizeGetFixedT } from './memoized-translations';

/** The server's translations: one instance; `getFixedT(language)` is one memoizing `t` per language. */
export function createServerI18n(): i18n {
  return memoizeGetFixedT(createI18n({ resources: RESOURCES }));
}
