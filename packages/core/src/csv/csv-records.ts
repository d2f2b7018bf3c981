/**
 * One data row of a CSV file: its line number (for messages), its values by field name, and (when read from a file)
 * its cells as written, in the header's column order, so a file of failed rows can give back every column.
 */
export interface CsvRecord {
  line: number;
  values: Record<string, string>;
  cells?: readonly string[];
}

/** A field a CSV file may hold: the header names it is recognised by, and whether it must be present. */
export interface CsvField {
  headers: readonly string[];
  required?: boolean;
}

/** A parsed CSV row (from csv-parse with `info: true`): its cells and the line it ends on. */
export interface CsvRow {
  record: string[];
  info: { lines: number };
}

/** What {@link recordsFromRows} answers: the records, or the required columns the header lacks. */
export type CsvRecordsResult =
  | { ok: true; records: CsvRecord[]; header: string[] }
  | { ok: false; problem: 'empty' }
  | { ok: false; problem: 'missingColumns'; columns: string[] };

/** "First name", "first_name" and "FirstName" all read as `firstname`. */
const normalise = (header: string) => header.toLowerCase().replace(/[\s_\-.]/g, '');

/**
 * Maps parsed CSV rows onto fields by the header row, case- and
 * punctuation-insensitively; unknown columns are ignored. The one header
 * mapping of the CLI (`cli/src/io/csv.ts`) and the web import, which each run
 * csv-parse themselves (Node and browser builds).
 *
 * @example
 * ```ts
 * recordsFromRows(rows, { email: { headers: ['e-mail'], required: true } });
 * // { ok: true, records: [{ line: 2, values: { email: 'ana@lab.mx' } }] }
 * ```
 */
export function recordsFromRows(rows: readonly CsvRow[], fields: Record<string, CsvField>): CsvRecordsResult {
  const [header, ...data] = rows;
  if (!header) return { ok: false, problem: 'empty' };
  const byHeader = new Map<string, string>();
  for (const [field, spec] of Object.entries(fields)) {
    for (const name of [field, ...spec.headers]) byHeader.set(normalise(name), field);
  }
  const columns = header.record.map((name) => byHeader.get(normalise(name)));
  const missing = Object.entries(fields)
    .filter(([field, spec]) => spec.required && !columns.includes(field))
    .map(([field, spec]) => spec.headers[0] ?? field);
  if (missing.length > 0) return { ok: false, problem: 'missingColumns', columns: missing };
  return {
    ok: true,
    records: data.map(({ record, info }) => {
      const values: Record<string, string> = {};
      columns.forEach((field, index) => {
        if (field) values[field] = record[index] ?? '';
      });
      return { line: info.lines, values, cells: record };
    }),
    header: header.record,
  };
}

/** The csv-parse options both clients use: BOM, trimmed cells, ragged rows, blank lines skipped, line info. */
export const CSV_PARSE_OPTIONS = {
  bom: true,
  info: true,
  relax_column_count: true,
  skip_empty_lines: true,
  trim: true,
} as const;
