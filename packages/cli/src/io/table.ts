/** Terminal columns a string takes: East Asian wide and fullwidth characters take two. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const wide =
      (code >= 0x1100 && code <= 0x115f) ||
      (code >= 0x2e80 && code <= 0xa4cf) ||
      (code >= 0xac00 && code <= 0xd7a3) ||
      (code >= 0xf900 && code <= 0xfaff) ||
      (code >= 0xfe30 && code <= 0xfe4f) ||
      (code >= 0xff00 && code <= 0xff60) ||
      (code >= 0xffe0 && code <= 0xffe6);
    width += wide ? 2 : 1;
  }
  return width;
}

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - displayWidth(text)));

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
  const widths = header.map((_, column) => Math.max(...all.map((row) => displayWidth(row[column] ?? ''))));
  const line = (row: readonly string[]) =>
    row.map((cell, column) => (column === row.length - 1 ? cell : pad(cell, widths[column] ?? 0))).join('  ');
  return [styleHeader(line(header)), ...rows.map(line)].join('\n');
}
