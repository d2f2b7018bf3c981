import type { BulkResultLine } from './bulk-import-types';

function cell(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * The failed lines as a CSV file to fix and import again: the file's own columns (as read), then
 * `line` and `reason`.
 */
export function failedRowsCsv(lines: readonly BulkResultLine[]): string {
  const failed = lines.filter((line) => line.outcome === 'failed');
  const columns = [...new Set(failed.flatMap((line) => Object.keys(line.values ?? {})))];
  const header = [...columns, 'line', 'reason'];
  const rows = failed.map((line) => [
    ...columns.map((column) => line.values?.[column] ?? ''),
    String(line.line),
    line.reason ?? '',
  ]);
  return `${[header, ...rows].map((row) => row.map(cell).join(',')).join('\n')}\n`;
}

/** Offers `text` as a file download named `name`. */
export function downloadText(name: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
