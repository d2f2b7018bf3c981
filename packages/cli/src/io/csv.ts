import { csvProblemMessage } from '@ailab/core/bulk/csv-problem-message';
import { readCsvText } from '@ailab/core/bulk/read-csv-text';
import type { CsvField, CsvRecord } from '@ailab/core/csv/csv-records';
import { toCsv } from '@ailab/core/csv/csv-writer';
import { UsageError } from '../errors/cli-errors';
import type { Translate } from '../i18n/translator';

/**
 * Reads CSV text with core's reader (`readCsvText`: the one parser, a `;` or
 * tab separator detected) and maps its header row onto the given fields,
 * case- and punctuation-insensitively. Unknown columns are ignored; a missing
 * required column or malformed CSV is a usage error naming the line (or what
 * the header row held).
 *
 * @example
 * ```ts
 * const records = parseCsv(text, { email: { headers: ['email', 'e-mail'], required: true }, firstName: { headers: ['first name'] } }, f.t);
 * // [{ line: 2, values: { email: 'ana@lab.mx', firstName: 'Ana' } }, ...]
 * ```
 */
export function parseCsv(text: string, fields: Record<string, CsvField>, t: Translate): CsvRecord[] {
  return parseCsvTable(text, fields, t).records;
}

/** {@link parseCsv}, plus the header row as written (an import's `--failed-out` file keeps its names and columns). */
export function parseCsvTable(
  text: string,
  fields: Record<string, CsvField>,
  t: Translate,
): { records: CsvRecord[]; header: string[] } {
  const result = readCsvText(text, fields);
  if (result.ok) return { records: result.records, header: result.header };
  throw new UsageError(csvProblemMessage(result, t));
}

/**
 * The failed rows of an import (`--failed-out`), through core's one CSV writer:
 * the person's own values come back as written (no formula prefix), so the
 * file imports again once fixed.
 */
export function formatCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return toCsv(header, rows, { lineEnd: '\n', formulas: 'keep' });
}
