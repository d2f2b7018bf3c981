import {
  CSV_PARSE_OPTIONS,
  type CsvField,
  type CsvRecord,
  type CsvRow,
  recordsFromRows,
} from '@ailab/core/csv/csv-records';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { UsageError } from '../errors/cli-errors';
import type { Translate } from '../i18n/translator';

/**
 * Reads CSV text with a real parser (quoted fields with commas, quotes and
 * line breaks; a UTF-8 byte-order mark; CRLF) and maps its header row onto
 * the given fields, case- and punctuation-insensitively. Unknown columns are
 * ignored; a missing required column or malformed CSV is a usage error naming
 * the line.
 *
 * @example
 * ```ts
 * const records = parseCsv(text, { email: { headers: ['email', 'e-mail'], required: true }, firstName: { headers: ['first name'] } }, f.t);
 * // [{ line: 2, values: { email: 'ana@lab.mx', firstName: 'Ana' } }, ...]
 * ```
 */
export function parseCsv(text: string, fields: Record<string, CsvField>, t: Translate): CsvRecord[] {
  let rows: CsvRow[];
  try {
    rows = parse(text, CSV_PARSE_OPTIONS) as unknown as CsvRow[];
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 0;
      throw new UsageError(t('csv.invalid', { line, message: error.message }));
    }
    throw error;
  }
  const result = recordsFromRows(rows, fields);
  if (result.ok) return result.records;
  if (result.problem === 'empty') throw new UsageError(t('csv.empty'));
  throw new UsageError(t('csv.missingColumns', { columns: result.columns.join(', ') }));
}

/** CSV text with a header row, quoting where needed, for files the user opens again (e.g. `--failed-out`). */
export function formatCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return stringify([header, ...rows]);
}
