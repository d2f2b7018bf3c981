import { describe, expect, it } from 'vitest';
import { createLazyI18n } from './create-i18n';
import type { Language } from './languages';
import type { Namespace } from './namespaces';
import { RESOURCES } from './resources';

describe('createLazyI18n', () => {
  it('loads only the active language and the namespaces asked for, then more on demand', async () => {
    const loaded: string[] = [];
    const load = async (language: Language, namespace: Namespace) => {
      loaded.push(`${language}/${namespace}`);
      return RESOURCES[language][namespace];
    };
    const { i18n, ready } = createLazyI18n({ language: 'es-MX', load, namespaces: ['common', 'web'] });
    await ready;
    expect(loaded.sort()).toEqual(['es-MX/common', 'es-MX/web']);
    expect(i18n.t('common:appName')).toBe(RESOURCES['es-MX'].common.appName);

    await i18n.loadNamespaces('events');
    expect(loaded).toContain('es-MX/events');
    expect(loaded.some((entry) => entry.startsWith('en-US/'))).toBe(false);

    await i18n.changeLanguage('ja-JP');
    expect(loaded.filter((entry) => entry.startsWith('ja-JP/')).sort()).toEqual([
      'ja-JP/common',
      'ja-JP/events',
      'ja-JP/web',
    ]);
    expect(i18n.language).toBe('ja-JP');
    expect(loaded).not.toContain('es-MX/cli');
  });
});
