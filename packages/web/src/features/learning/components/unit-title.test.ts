import { describe, expect, it } from 'vitest';
import { withoutLeadingTitle } from './unit-title';

describe('withoutLeadingTitle', () => {
  it('drops a first heading that repeats the title', () => {
    expect(
      withoutLeadingTitle('## Why demos are not evidence\n\nA demo shows…', 'Why demos are not evidence'),
    ).toBe('A demo shows…');
    expect(withoutLeadingTitle('# test sets  \nText.', 'Test sets')).toBe('Text.');
  });

  it('keeps other headings and bodies without one', () => {
    expect(withoutLeadingTitle('## Background\nText.', 'Test sets')).toBe('## Background\nText.');
    expect(withoutLeadingTitle('Text first.\n## Test sets', 'Test sets')).toBe('Text first.\n## Test sets');
  });
});
