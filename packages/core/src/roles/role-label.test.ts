import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/create-i18n';
import { RESOURCES } from '../i18n/resources';
import { roleLabel, roleLabels } from './role-label';
import { ALL_ROLES } from './roles';

describe('roleLabel', () => {
  it('names every role of spec §6 in each language, never by its number', () => {
    for (const language of ['en-US', 'es-MX', 'ja-JP'] as const) {
      const t = createI18n({ language, resources: RESOURCES }).getFixedT(language);
      for (const role of ALL_ROLES) expect(roleLabel(role, t)).not.toMatch(/\d/);
    }
    const en = createI18n({ language: 'en-US', resources: RESOURCES }).getFixedT('en-US');
    expect(roleLabels([1, 8, 99], en)).toBe('Researcher, Student, Administrator');
    expect(roleLabel(7, en)).toBe('#7');
  });
});
