import type { Readable, Writable } from 'node:stream';
import { createPalette, type Palette } from './colors';

/** The environment variables the CLI reads, as a plain record (process.env in production). */
export type Env = Record<string, string | undefined>;

/** A writable stream that may be a terminal. */
export type OutStream = Writable & { isTTY?: boolean; columns?: number };
/** A readable stream that may be a terminal. */
export type InStream = Readable & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };

/**
 * Standard streams plus what the CLI needs to know about them: whether each is a
 * terminal, whether colour is allowed, and whether prompting is allowed.
 */
export interface IOStreams {
  stdin: InStream;
  stdout: OutStream;
  stderr: OutStream;
  stdinIsTTY: boolean;
  stdoutIsTTY: boolean;
  stderrIsTTY: boolean;
  /** What tables fit: the terminal's columns (`COLUMNS`, else 80, when the terminal does not say), false when piped. */
  readonly tableWidth: number | false;
  /** Colours for data written to stdout. */
  out: Palette;
  /** Colours for messages written to stderr. */
  err: Palette;
  colorEnabled: boolean;
  /** True when prompts may be shown: stdin and stdout are terminals and CI is not set. */
  canPrompt: boolean;
  /** True when a spinner may be drawn: stderr is a colour terminal and --quiet is off. */
  progressEnabled: boolean;
  quiet: boolean;
  verbose: boolean;
  /** Writes data to stdout. */
  print(text: string): void;
  /** Writes a message line to stderr (suppressed by --quiet). */
  info(text: string): void;
  /** Writes a warning or error line to stderr (never suppressed). */
  warn(text: string): void;
  /** Writes a diagnostic line to stderr with --verbose only. */
  debug(text: string): void;
  /**
   * Set when `--jq` or `--template` shapes the output: JSON data goes here instead of stdout, and
   * `run-cli.ts` shapes and prints it once the command is done (`services/output-shape.ts`).
   */
  captureJson?: (value: unknown) => void;
}

/** How the streams should behave, from global flags and the environment. */
export interface IOOptions {
  color: boolean;
  quiet: boolean;
  verbose: boolean;
  env: Env;
  /** Where JSON data goes instead of stdout (see {@link IOStreams.captureJson}). */
  captureJson?: (value: unknown) => void;
}

function colorAllowed(isTTY: boolean, options: IOOptions): boolean {
  if (!options.color) return false;
  if (options.env.NO_COLOR !== undefined && options.env.NO_COLOR !== '') return false;
  if (options.env.TERM === 'dumb') return false;
  return isTTY;
}

/**
 * The three streams. Properties may be getters: Node creates `process.stdin`
 * and `process.stderr` on first access, which costs start-up time, so
 * `ttys` can answer the terminal question without touching them.
 */
export interface StreamSource {
  readonly stdin: InStream;
  readonly stdout: OutStream;
  readonly stderr: OutStream;
  ttys?: { stdin: boolean; stdout: boolean; stderr: boolean };
}

/** Wraps streams with terminal, colour and prompt detection. */
export function createIOStreams(streams: StreamSource, options: IOOptions): IOStreams {
  const ttys = streams.ttys ?? {
    stdin: streams.stdin.isTTY === true,
    stdout: streams.stdout.isTTY === true,
    stderr: streams.stderr.isTTY === true,
  };
  const stdinIsTTY = ttys.stdin;
  const stdoutIsTTY = ttys.stdout;
  const stderrIsTTY = ttys.stderr;
  const ci = options.env.CI !== undefined && options.env.CI !== '' && options.env.CI !== 'false';
  const outColor = colorAllowed(stdoutIsTTY, options);
  const errColor = colorAllowed(stderrIsTTY, options);
  return {
    get stdin() {
      return streams.stdin;
    },
    get stdout() {
      return streams.stdout;
    },
    get stderr() {
      return streams.stderr;
    },
    stdinIsTTY,
    stdoutIsTTY,
    stderrIsTTY,
    // Read when a table prints: a terminal can be resized while a command runs.
    get tableWidth() {
      if (!stdoutIsTTY) return false;
      const columns = streams.stdout.columns || Number(options.env.COLUMNS) || 80;
      return columns > 0 ? columns : 80;
    },
    out: createPalette(outColor),
    err: createPalette(errColor),
    colorEnabled: outColor,
    canPrompt: stdinIsTTY && stdoutIsTTY && !ci,
    progressEnabled: errColor && !options.quiet,
    quiet: options.quiet,
    verbose: options.verbose,
    print: (text) => void streams.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
    info: (text) => {
      if (!options.quiet) streams.stderr.write(`${text}\n`);
    },
    warn: (text) => void streams.stderr.write(`${text}\n`),
    debug: (text) => {
      if (options.verbose) streams.stderr.write(`${text}\n`);
    },
    ...(options.captureJson ? { captureJson: options.captureJson } : {}),
  };
}

/** Reads all of stdin as text. */
export async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}
