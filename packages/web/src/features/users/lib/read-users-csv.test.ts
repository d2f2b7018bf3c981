import { createI18n } from '@ailab/core/i18n/create-i18n';
import { RESOURCES } from '@ailab/core/i18n/resources';
import { describe, expect, it } from 'vitest';
import { readUsersCsv } from './read-users-csv';

const i18n = createI18n({ language: 'en-US', resources: RESOURCES });
const t = (key: string, values?: Record<string, unknown>) => String(i18n.t(key, values ?? {}));

describe('readUsersCsv (browser build of the parser, core header mapping)', () => {
  it('reads quoted cells, a BOM and CRLF, maps the headers, and checks each row against the contract', () => {
    const read = readUsersCsv(
      '\uFEFFE-mail,Nombre,Last Name,Roles\r\nana@x.org,Ana,"Ruiz, Jr.",1 8\r\nbad@,Bad,Row,1\r\n',
      t,
    );
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.lines[0]).toEqual({
      line: 2,
      key: 'ana@x.org',
      row: { email: 'ana@x.org', first_name: 'Ana', last_name: 'Ruiz, Jr.', roles: [1, 8] },
      problem: null,
      // The cells as read, for the file of failed rows the import dialog offers.
      values: { email: 'ana@x.org', first_name: 'Ana', last_name: 'Ruiz, Jr.', roles: '1 8' },
    });
    expect(read.lines[1]).toMatchObject({ line: 3, key: 'bad@', row: null });
    expect(read.lines[1]?.problem).toContain('valid email');
  });

  it('answers a translated reason for a malformed file, a missing email column or no rows', () => {
    expect(readUsersCsv('email\n"unclosed\n', t)).toEqual({
      ok: false,
      message: expect.stringContaining('not valid CSV'),
    });
    expect(readUsersCsv('name\nAnn\n', t)).toEqual({ ok: false, message: expect.stringContaining('email') });
    expect(readUsersCsv('email\n', t)).toEqual({
      ok: false,
      message: 'The file has a header row but no users.',
    });
  });
});
