/**
 * Rows as text. On a terminal: a header and aligned columns separated by two
 * spaces (the header styled after padding, so colour codes do not skew the
 * widths). Piped: tab-separated rows without a header, like gh, for `cut` and `awk`.
 */
export function formatTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  forTerminal: boolean,
  styleHeader: (text: string) => string = (text) => text,
): string {
  if (!forTerminal) return rows.map((row) => row.join('\t')).join('\n');
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => [...(row[column] ?? '')].length)));
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join('  ');
  return [styleHeader(line(header)), ...rows.map(line)].join('\n');
}
