/** Plain text columns separated by two spaces; tab-separated when piped, like gh, for `cut` and `awk`. */
export function formatTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  forTerminal: boolean,
): string {
  if (!forTerminal) return rows.map((row) => row.join('\t')).join('\n');
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => [...(row[column] ?? '')].length)));
  return all
    .map((row) =>
      row
        .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
        .join('  '),
    )
    .join('\n');
}
