import { RESOURCES } from '@ailab/core/i18n/resources';
import { MENU_TABLE } from '@ailab/core/menu/menu-table';
import { visibleMenu } from '@ailab/core/menu/visible-menu';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/translator';
import { buildMenuModel } from './menu-model';

const t = createTranslator('en-US', RESOURCES);

describe('menu model', () => {
  it("uses core's visibleMenu for the entries, with submenus indented and sign-out last", () => {
    const model = buildMenuModel({ email: 'm@x.co', roles: [1, 3, 8], areaCode: '' }, 'http://s', t);
    const top = model.items.filter((item) => item.depth === 0).map((item) => item.key);
    expect(top).toEqual([...visibleMenu([1, 3, 8]).map((entry) => entry.key), 'profileSettings', 'signOut']);
    expect(model.items.find((item) => item.key === 'activePitches')).toMatchObject({
      depth: 1,
      url: 'http://s/ailab/startups/active-pitches',
      label: 'Active Pitches',
    });
  });

  it('sends area code 100 to the admin prefix and maps covered entries to commands', () => {
    const model = buildMenuModel({ email: 'a@x.co', roles: [99], areaCode: '100' }, 'http://s', t);
    expect(model.area).toBe('admin');
    expect(model.items[0]?.url).toBe('http://s/admin/user-management');
    expect(model.items.find((item) => item.key === 'signOut')?.command).toBe('ailab auth logout');
  });

  it('has a translated description for every menu entry', () => {
    const keys = MENU_TABLE.flatMap((entry) => [entry.key, ...(entry.submenus ?? []).map((sub) => sub.key)]);
    for (const language of ['en-US', 'es-MX', 'ja-JP'] as const) {
      const translate = createTranslator(language, RESOURCES);
      for (const key of keys)
        expect(translate(`menu.entries.${key}`), `${language} ${key}`).not.toBe(`menu.entries.${key}`);
    }
  });
});
