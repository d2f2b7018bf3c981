import { RESOURCES } from '@ailab/core/i18n/resources';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors/cli-errors';
import { createTranslator } from '../i18n/translator';
import { formatCsv, parseCsv } from './csv';

const t = createTranslator('en-US', RESOURCES);
const FIELDS = {
  email: { headers: ['Email', 'E-mail'], required: true },
  firstName: { headers: ['First name'] },
  note: { headers: ['Note'] },
};

describe('parseCsv', () => {
  it('maps headers case- and punctuation-insensitively, skips a BOM and unknown columns, and keeps line numbers', () => {
    const text = '\uFEFFE-mail,FIRST_NAME,Shoe size\r\nana@lab.mx,Ana,38\r\n\r\nbruno@lab.jp,Bruno,44\r\n';
    // `cells` keeps every column as written (the unknown one too): an import's --failed-out file gives it back.
    expect(parseCsv(text, FIELDS, t)).toEqual([
      { line: 2, values: { email: 'ana@lab.mx', firstName: 'Ana' }, cells: ['ana@lab.mx', 'Ana', '38'] },
      {
        line: 4,
        values: { email: 'bruno@lab.jp', firstName: 'Bruno' },
        cells: ['bruno@lab.jp', 'Bruno', '44'],
      },
    ]);
  });

  it('reads quoted fields with commas, quotes and line breaks', () => {
    const text = 'email,note\n"carla@lab.mx","Said ""hi"", then left\nfor lunch"\ndiego@lab.mx,plain\n';
    const records = parseCsv(text, FIELDS, t);
    expect(records[0]?.values.note).toBe('Said "hi", then left\nfor lunch');
    expect(records[1]).toEqual({
      line: 4,
      values: { email: 'diego@lab.mx', note: 'plain' },
      cells: ['diego@lab.mx', 'plain'],
    });
  });

  it('names the line of malformed CSV, a missing required column, and an empty file', () => {
    expect(() => parseCsv('email,note\nana@lab.mx,"open quote\n', FIELDS, t)).toThrow(UsageError);
    expect(() => parseCsv('email,note\nana@lab.mx,"bad"x\n', FIELDS, t)).toThrow(/line 2/);
    expect(() => parseCsv('name,note\nAna,x\n', FIELDS, t)).toThrow(
      'The CSV file lacks required columns: Email.',
    );
    expect(() => parseCsv('', FIELDS, t)).toThrow('The CSV file is empty');
  });
});

describe('formatCsv', () => {
  it('quotes what needs quoting and parses back to the same values', () => {
    const text = formatCsv(['email', 'note'], [['ana@lab.mx', 'a, "b"\nc']]);
    expect(text).toBe('email,note\nana@lab.mx,"a, ""b""\nc"\n');
    expect(parseCsv(text, FIELDS, t)[0]?.values.note).toBe('a, "b"\nc');
  });
});
