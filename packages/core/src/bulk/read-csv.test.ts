import { describe, expect, it } from 'vitest';
import { USER_CSV_FIELDS } from '../admin/user-csv';
import { createI18n } from '../i18n/create-i18n';
import { RESOURCES } from '../i18n/resources';
import { csvProblemMessage } from './csv-problem-message';
import { decodeCsvBytes } from './decode-csv-bytes';
import { detectDelimiter, readCsvText } from './read-csv-text';

const t = createI18n({ language: 'en-US', resources: RESOURCES }).getFixedT('en-US');
const encode = (text: string) => new TextEncoder().encode(text);

describe('decodeCsvBytes', () => {
  it('decodes UTF-8, with or without a byte-order mark', () => {
    expect(decodeCsvBytes(encode('email\nana@lab.mx\n'))).toEqual({ ok: true, text: 'email\nana@lab.mx\n' });
    expect(decodeCsvBytes(encode('\uFEFFemail\n'))).toEqual({ ok: true, text: '\uFEFFemail\n' });
  });

  it('refuses Windows-1252 bytes, naming the first line that holds them and how to convert', () => {
    // "José" in Windows-1252 on line 3: é is the single byte 0xE9.
    const bytes = new Uint8Array([...encode('email,first name\na@lab.mx,Ana\nj@lab.mx,Jos'), 0xe9, 0x0a]);
    const decoded = decodeCsvBytes(bytes);
    expect(decoded).toEqual({ ok: false, problem: 'invalidUtf8', line: 3 });
    if (decoded.ok) return;
    const message = csvProblemMessage(decoded, t);
    expect(message).toContain('Line 3');
    expect(message).toContain('Windows-1252');
    expect(message).toContain('iconv -f WINDOWS-1252 -t UTF-8');
  });

  it('refuses UTF-16 by its byte-order mark, naming the encoding', () => {
    const le = decodeCsvBytes(new Uint8Array([0xff, 0xfe, 0x65, 0x00]));
    expect(le).toEqual({ ok: false, problem: 'utf16', encoding: 'UTF-16LE' });
    expect(decodeCsvBytes(new Uint8Array([0xfe, 0xff, 0x00, 0x65]))).toMatchObject({ encoding: 'UTF-16BE' });
    if (!le.ok) expect(csvProblemMessage(le, t)).toContain('UTF-16LE, not UTF-8');
  });
});

describe('readCsvText', () => {
  it('detects semicolon and tab separators', () => {
    const semicolon = readCsvText('email;nombre\nana@lab.mx;"Ana; María"\n', USER_CSV_FIELDS);
    expect(semicolon).toEqual({
      ok: true,
      delimiter: ';',
      header: ['email', 'nombre'],
      records: [
        {
          line: 2,
          values: { email: 'ana@lab.mx', first_name: 'Ana; María' },
          cells: ['ana@lab.mx', 'Ana; María'],
        },
      ],
    });
    const tab = readCsvText('email\tfirst name\tlast name\nana@lab.mx\tAna\tRuiz\n', USER_CSV_FIELDS);
    expect(tab).toMatchObject({ ok: true, delimiter: '\t' });
    expect(tab.ok && tab.records[0]?.values).toEqual({
      email: 'ana@lab.mx',
      first_name: 'Ana',
      last_name: 'Ruiz',
    });
  });

  it('keeps commas the default: on a tie and in a one-column file', () => {
    expect(detectDelimiter('email\n')).toBe(',');
    expect(detectDelimiter('a;b,c\n')).toBe(',');
    expect(detectDelimiter('"a,b";c;d\n')).toBe(';');
  });

  it('says what it found when a required column is missing', () => {
    const result = readCsvText('mail address|name\nana@lab.mx|Ana\n', USER_CSV_FIELDS);
    expect(result).toMatchObject({ ok: false, problem: 'missingColumns', columns: ['email'] });
    if (result.ok) return;
    expect(csvProblemMessage(result, t)).toBe(
      'The CSV file lacks required columns: email. Read as separated by commas, its header row has: mail address|name.',
    );
  });

  it('names the line of malformed CSV and an empty file', () => {
    expect(readCsvText('email,note\nana@lab.mx,"bad"x\n', USER_CSV_FIELDS)).toMatchObject({
      ok: false,
      problem: 'invalid',
      line: 2,
    });
    expect(readCsvText('', USER_CSV_FIELDS)).toEqual({ ok: false, problem: 'empty' });
  });
});
