import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { UsageError } from '../errors/cli-errors';
import type { Translate } from '../i18n/translator';

/** One data row of a CSV file: its line number (for messages) and its values by field name. */
export interface CsvRecord {
  line: number;
  values: Record<string, string>;
}

/** A field a CSV file may hold: the header names it is recognised by, and whether it must be present. */
export interface CsvField {
  headers: readonly string[];
  required?: boolean;
}

/** "First name", "first_name" and "FirstName" all read as `firstname`. */
const normalise = (header: string) => header.toLowerCase().replace(/[\s_\-.]/g, '');

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
  let rows: { record: string[]; info: { lines: number } }[];
  try {
    rows = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 0;
      throw new UsageError(t('csv.invalid', { line, message: error.message }));
    }
    throw error;
  }
  const [header, ...data] = rows;
  if (!header) throw new UsageError(t('csv.empty'));
  const byHeader = new Map<string, string>();
  for (const [field, spec] of Object.entries(fields)) {
    for (const name of [field, ...spec.headers]) byHeader.set(normalise(name), field);
  }
  const columns = header.record.map((name) => byHeader.get(normalise(name)));
  const missing = Object.entries(fields)
    .filter(([field, spec]) => spec.required && !columns.includes(field))
    .map(([field, spec]) => spec.headers[0] ?? field);
  if (missing.length > 0) throw new UsageError(t('csv.missingColumns', { columns: missing.join(', ') }));
  return data.map(({ record, info }) => {
    const values: Record<string, string> = {};
    columns.forEach((field, index) => {
      if (field) values[field] = record[index] ?? '';
    });
    return { line: info.lines, values };
  });
}

/** CSV text with a header row, quoting where needed, for files the user opens again (e.g. `--failed-out`). */
export function formatCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return stringify([header, ...rows]);
}
