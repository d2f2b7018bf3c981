import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CODE_LENGTH, HTML5_EMAIL, isCode, isEmail } from './field-rules';
import { CodeField, EmailField } from './fields';

const emails = [
  'ada@example.com',
  'admin@localhost',
  'first.last+tag@sub.example.co',
  "o'brien@example.ie",
  'no-at-sign.example.com',
  'two@@example.com',
  'trailing-dot@example.',
  'space in@example.com',
  '@example.com',
  'ada@-example.com',
  'ada@example..com',
  `${'a'.repeat(250)}@x.io`,
  'ñandú@example.com',
  '',
];

describe('the zod-free field rules', () => {
  it('use the same email pattern as zod', () => {
    expect(z.regexes.html5Email.source).toBe(HTML5_EMAIL.source);
    for (const email of emails) expect(isEmail(email), email).toBe(EmailField.safeParse(email).success);
  });

  it('accept the same one-time codes as the contract', () => {
    const codes = ['123456', '12345', '1234567', '12a456', ' 123456', '０１２３４５', ''];
    for (const code of codes) expect(isCode(code), code).toBe(CodeField.safeParse(code).success);
    expect(isCode('9'.repeat(CODE_LENGTH))).toBe(true);
  });
});
