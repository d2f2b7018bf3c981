import type { BulkLineResult } from '@ailab/core/bulk/bulk-client';
import type { CsvRecord } from '@ailab/core/csv/csv-records';
import { formatCsv } from '../io/csv';

const isErrorColumn = (name: string) => name.trim().toLowerCase() === 'error';

/**
 * The `--failed-out` file of an import: the input's header row as written, every column of it (extra columns
 * too), the failed rows' cells as written, and an `error` column with the reason (an input that already has an
 * `error` column, such as an earlier failed file, gets its reasons replaced, not a second column). With no failed
 * row it is the header alone, so a clean run never leaves an older file's failures behind.
 */
export function failedRowsCsv(
  header: readonly string[] | undefined,
  records: readonly CsvRecord[],
  failed: readonly BulkLineResult[],
): string {
  const fields = [...new Set(records.flatMap((record) => Object.keys(record.values)))];
  const columns = header ?? fields;
  const existing = columns.findIndex(isErrorColumn);
  const errorAt = existing === -1 ? columns.length : existing;
  const out = existing === -1 ? [...columns, 'error'] : [...columns];
  const byLine = new Map(records.map((record) => [record.line, record]));
  const rows = failed.map((row) => {
    const record = byLine.get(row.line);
    const cells =
      header && record?.cells ? [...record.cells] : fields.map((field) => record?.values[field] ?? '');
    const padded = Array.from({ length: out.length }, (_, index) => cells[index] ?? '');
    padded[errorAt] = row.reason?.message ?? '';
    return padded;
  });
  return formatCsv(out, rows);
}
