import { describe, expect, it } from 'vitest';
import { createServerI18n } from './server-i18n';

describe('the server i18n instance', () => {
  it('gives one translator per language, translating like i18next', () => {
    const i18n = createServerI18n();
    const en = i18n.getFixedT('en-US');
    expect(i18n.getFixedT('en-US')).toBe(en);
    const ja = i18n.getFixedT('ja-JP');
    expect(ja).not.toBe(en);
    const plain = createServerI18n();
    for (const language of ['en-US', 'es-MX', 'ja-JP']) {
      const t = i18n.getFixedT(language);
      const reference = plain.t.bind(plain);
      expect(t('errors:codes.UNAUTHENTICATED')).toBe(
        reference('errors:codes.UNAUTHENTICATED', { lng: language }),
      );
      expect(t('auth:roles.admin', { defaultValue: 'x' })).toBe(
        reference('auth:roles.admin', { lng: language, defaultValue: 'x' }),
      );
      // Cached: the second lookup gives the same text.
      expect(t('errors:codes.UNAUTHENTICATED')).toBe(t('errors:codes.UNAUTHENTICATED'));
    }
  });

  it('still interpolates values and keeps each defaultValue apart', () => {
    const t = createServerI18n().getFixedT('en-US');
    expect(t('errors:codes.NOT_IMPLEMENTED', { feature: 'news' })).toContain('news');
    expect(t('errors:codes.NOT_IMPLEMENTED', { feature: 'events' })).toContain('events');
    expect(t('auth:roles.no-such-label', { defaultValue: 'first' })).toBe('first');
    expect(t('auth:roles.no-such-label', { defaultValue: 'second' })).toBe('second');
  });

  it('leaves getFixedT with a namespace or key prefix to i18next', () => {
    const i18n = createServerI18n();
    const errors = i18n.getFixedT('en-US', 'errors');
    expect(errors('codes.UNAUTHENTICATED')).toBe(i18n.getFixedT('en-US')('errors:codes.UNAUTHENTICATED'));
  });
});
