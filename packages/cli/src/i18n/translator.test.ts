import { createI18n } from '@ailab/core/i18n/create-i18n';
import { loadLanguage } from '@ailab/core/i18n/load-language';
import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator';

describe('createTranslator', () => {
  it('answers as i18next does: plain strings, {{values}}, plurals, other namespaces and missing keys', async () => {
    const resources = { 'en-US': await loadLanguage('en-US'), 'es-MX': await loadLanguage('es-MX') };
    const t = createTranslator('es-MX', resources);
    const i18n = createI18n({ language: 'es-MX', resources });
    const reference = i18n.getFixedT('es-MX', 'cli');
    const cases: [string, Record<string, unknown>?][] = [
      ['root.description'],
      ['list.options.limit', { default: 20 }],
      ['api.wrongMethod', { name: 'user.whoAmI', method: 'GET', expected: 'POST' }],
      ['output.unknownFields', { count: 1, fields: 'x', available: 'a, b' }],
      ['output.unknownFields', { count: 2, fields: 'x, y', available: 'a' }],
      ['errors:codes.TIMEOUT'],
      ['no.such.key'],
      ['api.wrongMethod', { name: 'x' }],
    ];
    for (const [key, values] of cases) expect(t(key, values), key).toBe(reference(key, values ?? {}));
    expect(t('list.options.limit', { default: 20 })).toContain('20');
  });
});
