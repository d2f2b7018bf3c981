import { describe, expect, it } from 'vitest';
import { recordsFromRows } from '../csv/csv-records';
import { USER_CSV_FIELDS, userRowFromRecord } from './user-csv';

const row = (line: number, record: string[]) => ({ record, info: { lines: line } });

describe('users CSV', () => {
  it('maps header names in any case, punctuation or language, and drops unknown columns', () => {
    const result = recordsFromRows(
      [
        row(1, ['Correo', 'First_Name', 'apellido', 'ROLE', 'lang', 'notes']),
        row(2, ['A@X.org', 'Ana', 'Ruiz', '1;8', 'es-MX', 'x']),
      ],
      USER_CSV_FIELDS,
    );
    expect(result).toEqual({
      ok: true,
      records: [
        {
          line: 2,
          values: { email: 'A@X.org', first_name: 'Ana', last_name: 'Ruiz', roles: '1;8', language: 'es-MX' },
          // The cells as written, unknown columns too: the file of failed rows gives them back.
          cells: ['A@X.org', 'Ana', 'Ruiz', '1;8', 'es-MX', 'x'],
        },
      ],
      header: ['Correo', 'First_Name', 'apellido', 'ROLE', 'lang', 'notes'],
    });
    if (!result.ok) return;
    expect(userRowFromRecord(result.records[0] ?? { line: 0, values: {} })).toEqual({
      email: 'a@x.org',
      first_name: 'Ana',
      last_name: 'Ruiz',
      roles: [1, 8],
      language: 'es-MX',
    });
  });

  it('names a missing email column, and leaves empty cells and odd roles to the row schema', () => {
    expect(recordsFromRows([row(1, ['name'])], USER_CSV_FIELDS)).toEqual({
      ok: false,
      problem: 'missingColumns',
      columns: ['email'],
    });
    expect(recordsFromRows([], USER_CSV_FIELDS)).toEqual({ ok: false, problem: 'empty' });
    expect(
      userRowFromRecord({ line: 2, values: { email: 'b@x.org', first_name: '', roles: '1 admin' } }),
    ).toEqual({
      email: 'b@x.org',
      roles: [1, 'admin'],
    });
  });
});
