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

/** A cell cut to `width` terminal columns, ending in "…" when anything was cut. */
export function truncateCell(text: string, width: number): string {
  if (displayWidth(text) <= width) return text;
  let out = '';
  let used = 0;
  for (const char of text) {
    const size = displayWidth(char);
    if (used + size > width - 1) break;
    out += char;
    used += size;
  }
  return `${out}…`;
}

/**
 * Column widths that fit `total` terminal columns (gh's rule): a column narrower than an even share keeps its
 * width, and the wider ones split what is left evenly; nothing changes when the table already fits.
 */
export function fitWidths(natural: readonly number[], total: number, gap = 2): number[] {
  const available = Math.max(natural.length, total - gap * (natural.length - 1));
  if (natural.reduce((sum, width) => sum + width, 0) <= available) return [...natural];
  const fitted = [...natural];
  let wide = natural.map((_, column) => column);
  let left = available;
  for (;;) {
    const share = Math.floor(left / wide.length);
    const narrow = wide.filter((column) => (natural[column] ?? 0) <= share);
    if (narrow.length === 0) {
      wide.forEach((column, index) => {
        fitted[column] = Math.max(1, share + (index < left - share * wide.length ? 1 : 0));
      });
      return fitted;
    }
    for (const column of narrow) left -= natural[column] ?? 0;
    wide = wide.filter((column) => !narrow.includes(column));
    if (wide.length === 0) return fitted;
  }
}

/**
 * Rows as text. On a terminal: a header and aligned columns separated by two
 * spaces (the header styled after padding, so colour codes do not skew the
 * widths); given the terminal's width (`IOStreams.tableWidth`), the widest columns are cut with "…" so a row never
 * wraps (issue 24 item 15, as gh does). Piped: tab-separated rows without a header, like gh, for `cut` and `awk`.
 */
export function formatTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  terminal: boolean | number,
  styleHeader: (text: string) => string = (text) => text,
): string {
  if (terminal === false) return rows.map((row) => row.join('\t')).join('\n');
  const all = [header, ...rows];
  const natural = header.map((_, column) => Math.max(...all.map((row) => displayWidth(row[column] ?? ''))));
  const widths = terminal === true ? natural : fitWidths(natural, terminal);
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => {
        const fitted = truncateCell(cell, widths[column] ?? 0);
        return column === row.length - 1 ? fitted : pad(fitted, widths[column] ?? 0);
      })
      .join('  ');
  return [styleHeader(line(header)), ...rows.map(line)].join('\n');
}
