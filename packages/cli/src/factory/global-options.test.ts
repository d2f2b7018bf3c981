import { describe, expect, it } from 'vitest';
import { hasFlag, peekOption, resolveLanguage } from './global-options';
import { pickToken } from './token-source';

describe('global options', () => {
  it('peeks --lang in both spellings, not after --', () => {
    expect(peekOption(['auth', '--lang', 'ja-JP'], '--lang')).toBe('ja-JP');
    expect(peekOption(['--lang=es-MX'], '--lang')).toBe('es-MX');
    expect(peekOption(['api', '--', '--lang', 'x'], '--lang')).toBeUndefined();
    expect(hasFlag(['a', '--quiet'], '--quiet')).toBe(true);
    expect(hasFlag(['--', '--quiet'], '--quiet')).toBe(false);
  });

  it('picks the language from the flag, then the config, then LANG', () => {
    expect(resolveLanguage('ja-JP', { lang: 'es-MX' }, { LANG: 'en_US.UTF-8' })).toBe('ja-JP');
    expect(resolveLanguage(undefined, { lang: 'es-MX' }, { LANG: 'ja_JP.UTF-8' })).toBe('es-MX');
    expect(resolveLanguage(undefined, {}, { LANG: 'ja_JP.UTF-8' })).toBe('ja-JP');
    expect(resolveLanguage(undefined, {}, { LANG: 'es_ES.UTF-8' })).toBe('es-MX');
    expect(resolveLanguage(undefined, {}, { LC_ALL: 'ja_JP.UTF-8', LANG: 'es_MX' })).toBe('ja-JP');
    expect(resolveLanguage(undefined, {}, {})).toBe('en-US');
  });

  it('lets --token beat AILAB_TOKEN beat the stored session', () => {
    expect(pickToken('f', 'e', 's')).toEqual({ value: 'f', source: 'flag' });
    expect(pickToken(undefined, 'e', 's')).toEqual({ value: 'e', source: 'env' });
    expect(pickToken(undefined, '', 's')).toEqual({ value: 's', source: 'stored' });
    expect(pickToken(undefined, undefined, null)).toBeNull();
  });
});
