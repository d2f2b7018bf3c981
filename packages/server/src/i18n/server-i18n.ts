import { createI18n } from '@ailab/core/i18n/create-i18n';
import { RESOURCES } from '@ailab/core/i18n/resources';
import type { i18n } from 'i18next';

/** The server's translations: one instance, with a fixed-language `t` taken per request. */
export function createServerI18n(): i18n {
  return createI18n({ resources: RESOURCES });
}
