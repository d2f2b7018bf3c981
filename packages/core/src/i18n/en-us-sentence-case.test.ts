import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const EN_US = join(import.meta.dirname, '../../../../locales/en-US');

/**
 * Labels the spec spells in Title Case (menu sections, programme and area names, the login error
 * of spec §9): product names and quotations, not a casing choice.
 */
const SPEC_NAMES = new Set([
  'AI Agent News',
  'Apply to the Founder Studio',
  'Open Institute Admin',
  'Wrong Username or Password',
]);

function labels(): { key: string; text: string }[] {
  const found: { key: string; text: string }[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') found.push({ key, text: value });
    else if (value && typeof value === 'object')
      for (const [child, inner] of Object.entries(value)) walk(inner, key ? `${key}.${child}` : child);
  };
  for (const file of readdirSync(EN_US).filter((name) => name.endsWith('.json')))
    walk(JSON.parse(readFileSync(join(EN_US, file), 'utf8')), `${file.replace('.json', '')}:`);
  return found;
}

/** A short label whose later words are capitalised and none lowercase ("Save Review", "All Users"). */
function titleCased(text: string): boolean {
  const words = text
    .replace(/\{\{[^}]+\}\}/g, '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length < 2 || words.length > 6 || text.length > 40) return false;
  const later = words.slice(1);
  return (
    later.filter((word) => /^[A-Z][a-z]+$/.test(word)).length >= 2 &&
    !later.some((word) => /^[a-z]{4,}$/.test(word))
  );
}

describe('en-US casing', () => {
  it('writes labels in sentence case (the spec’s own names aside)', () => {
    const offenders = labels()
      .filter(({ text }) => titleCased(text) && !SPEC_NAMES.has(text))
      .map(({ key, text }) => `${key} = ${text}`);
    expect(offenders).toEqual([]);
  });

  it('catches Title Case', () => {
    expect(titleCased('Save Review Now')).toBe(true);
    expect(titleCased('Save review')).toBe(false);
  });
});
