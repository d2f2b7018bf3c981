import type { Palette } from './colors';
import type { IOStreams } from './io-streams';

function colorize(value: unknown, palette: Palette, indent: string): string {
  if (value === null) return palette.dim('null');
  if (typeof value === 'string') return palette.green(JSON.stringify(value));
  if (typeof value === 'number') return palette.cyan(String(value));
  if (typeof value === 'boolean') return palette.yellow(String(value));
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${colorize(item, palette, inner)}`).join(',\n')}\n${indent}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    if (entries.length === 0) return '{}';
    const lines = entries.map(
      ([key, item]) => `${inner}${palette.blue(JSON.stringify(key))}: ${colorize(item, palette, inner)}`,
    );
    return `{\n${lines.join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** JSON for a terminal: indented, coloured when the palette is. */
export function formatPrettyJson(value: unknown, palette: Palette): string {
  return colorize(value, palette, '');
}

/**
 * Prints JSON data to stdout: pretty and coloured on a terminal, raw (one line) when piped. With
 * `--jq` or `--template` the data is captured instead and shaped once the command is done.
 */
export function printJson(io: IOStreams, value: unknown): void {
  if (io.captureJson) {
    io.captureJson(value);
    return;
  }
  io.print(io.stdoutIsTTY ? formatPrettyJson(value, io.out) : JSON.stringify(value));
}
