/** A cell value as the writer takes it; null and undefined write an empty cell. */
export type CsvValue = string | number | boolean | null | undefined;

/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP's CSV
 * injection list): `=`, `+`, `-`, `@`, tab and carriage return.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** How {@link toCsv} writes: the line end, and whether formula-like cells are neutralised. */
export interface CsvWriteOptions {
  /** `\r\n` (RFC 4180, the default) or `\n`. */
  lineEnd?: '\r\n' | '\n';
  /**
   * `neutralise` (the default, for every export of stored data) or `keep`:
   * only for a file that gives a person's own input back to be fixed and
   * imported again (an import's failed rows), where a prefix would change the
   * values on the next import.
   */
  formulas?: 'neutralise' | 'keep';
}

/**
 * One cell of a CSV file: a cell starting like a formula is prefixed with a
 * single quote (OWASP), so Excel, LibreOffice and Google Sheets show it as text
 * instead of running it; then RFC 4180 quoting where a comma, quote or line
 * break needs it.
 *
 * @example
 * ```ts
 * csvCell('=HYPERLINK("http://x")'); // `"'=HYPERLINK(""http://x"")"`
 * csvCell('Ríos, Ana'); // '"Ríos, Ana"'
 * ```
 */
export function csvCell(value: CsvValue, formulas: CsvWriteOptions['formulas'] = 'neutralise'): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = formulas === 'neutralise' && FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The one CSV writer of the platform (CLI exports, the web's downloads, the
 * failed rows of an import): a header row, then one line per row, every cell
 * through {@link csvCell}.
 *
 * @example
 * ```ts
 * toCsv(['name', 'email'], [['Ana', 'ana@lab.mx']]); // 'name,email\r\nAna,ana@lab.mx\r\n'
 * ```
 */
export function toCsv(
  header: readonly CsvValue[],
  rows: readonly (readonly CsvValue[])[],
  options: CsvWriteOptions = {},
): string {
  const lineEnd = options.lineEnd ?? '\r\n';
  return [header, ...rows]
    .map((row) => `${row.map((value) => csvCell(value, options.formulas)).join(',')}${lineEnd}`)
    .join('');
}
