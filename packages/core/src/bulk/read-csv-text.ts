import { CsvError, parse } from 'csv-parse/browser/esm/sync';
import {
  CSV_PARSE_OPTIONS,
  type CsvField,
  type CsvRecord,
  type CsvRow,
  recordsFromRows,
} from '../csv/csv-records';

/** The separators a CSV file may use: a comma, or what spreadsheets in many locales write, `;` or a tab. */
export const CSV_DELIMITERS = [',', ';', '\t'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** Why CSV text cannot be read as records. */
export type CsvTextProblem =
  | { problem: 'invalid'; line: number; message: string }
  | { problem: 'empty' }
  | { problem: 'missingColumns'; columns: string[]; found: string[]; delimiter: CsvDelimiter };

/** What {@link readCsvText} answers. */
export type CsvTextResult =
  | { ok: true; records: CsvRecord[]; header: string[]; delimiter: CsvDelimiter }
  | ({ ok: false } & CsvTextProblem);

/** The first line of the text (the header row), without what sits inside quotes. */
function headerLine(text: string): string {
  const start = text.replace(/^\uFEFF/, '').replace(/^(\s*\r?\n)+/, '');
  const line = start.split(/\r?\n/, 1)[0] ?? '';
  return line.replace(/"[^"]*"/g, '');
}

/**
 * The separator of the header row: whichever of `,`, `;` and tab it holds
 * most often (a comma on a tie or when it holds none: a one-column file).
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const line = headerLine(text);
  let best: CsvDelimiter = ',';
  let bestCount = 0;
  for (const delimiter of CSV_DELIMITERS) {
    const count = line.split(delimiter).length - 1;
    if (count > bestCount) {
      best = delimiter;
      bestCount = count;
    }
  }
  return best;
}

/**
 * Reads CSV text with the platform's one parser (csv-parse: quoted fields
 * with separators, quotes and line breaks; a UTF-8 byte-order mark; CRLF),
 * detecting a `;` or tab separator, and maps the header row onto `fields`
 * (core `recordsFromRows`). Framework-free: the CLI and the web both call it.
 *
 * @example
 * ```ts
 * readCsvText('email;nombre\nana@lab.mx;Ana\n', USER_CSV_FIELDS);
 * // { ok: true, delimiter: ';', header: ['email', 'nombre'],
 * //   records: [{ line: 2, values: { email: 'ana@lab.mx', first_name: 'Ana' }, cells: ['ana@lab.mx', 'Ana'] }] }
 * ```
 */
export function readCsvText(text: string, fields: Record<string, CsvField>): CsvTextResult {
  const delimiter = detectDelimiter(text);
  let rows: CsvRow[];
  try {
    rows = parse(text, { ...CSV_PARSE_OPTIONS, delimiter }) as unknown as CsvRow[];
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 0;
      return { ok: false, problem: 'invalid', line, message: error.message };
    }
    throw error;
  }
  const result = recordsFromRows(rows, fields);
  if (result.ok) return { ok: true, records: result.records, header: result.header, delimiter };
  if (result.problem === 'empty') return { ok: false, problem: 'empty' };
  return {
    ok: false,
    problem: 'missingColumns',
    columns: result.columns,
    found: rows[0]?.record ?? [],
    delimiter,
  };
}
