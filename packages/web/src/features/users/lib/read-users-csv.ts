import { USER_CSV_FIELDS, userRowFromRecord } from '@ailab/core/admin/user-csv';
import type { UserImportRow } from '@ailab/core/contract/users/users.schemas';
import { UserImportRowSchema } from '@ailab/core/contract/users/users.schemas';
import { CSV_PARSE_OPTIONS, type CsvRow, recordsFromRows } from '@ailab/core/csv/csv-records';
import { fieldIssuesFromZod, type Translate } from '@ailab/core/errors/field-issues';
import { CsvError, parse } from 'csv-parse/browser/esm/sync';
import type { BulkParseResult } from '../../../components/bulk-import/bulk-import-types';

/** What reading a users CSV answers: its lines, or a translated reason the file cannot be read. */
export type ReadUsersCsv = BulkParseResult<UserImportRow>;

/**
 * Reads a users CSV in the browser with the same parser options, header
 * mapping (core `recordsFromRows`, `USER_CSV_FIELDS`) and row schema as
 * `ailab user import`, so a file reads the same in both. Loaded on demand:
 * the parser stays out of the screen's chunk.
 */
export function readUsersCsv(text: string, t: Translate): ReadUsersCsv {
  let rows: CsvRow[];
  try {
    rows = parse(text, CSV_PARSE_OPTIONS) as unknown as CsvRow[];
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 0;
      return { ok: false, message: t('users:import.errors.invalid', { line }) };
    }
    throw error;
  }
  const result = recordsFromRows(rows, USER_CSV_FIELDS);
  if (!result.ok) {
    return result.problem === 'empty'
      ? { ok: false, message: t('users:import.errors.empty') }
      : {
          ok: false,
          message: t('users:import.errors.missingColumns', { columns: result.columns.join(', ') }),
        };
  }
  if (result.records.length === 0) return { ok: false, message: t('users:import.errors.noRows') };
  return {
    ok: true,
    lines: result.records.map((record) => {
      const candidate = userRowFromRecord(record);
      const parsed = UserImportRowSchema.safeParse(candidate);
      const key = record.values.email ?? '';
      const values = record.values;
      if (parsed.success) return { line: record.line, key, row: parsed.data, problem: null, values };
      const problem = fieldIssuesFromZod(parsed.error.issues, t, candidate)
        .map((issue) => issue.message)
        .join('; ');
      return { line: record.line, key, row: null, problem, values };
    }),
  };
}
