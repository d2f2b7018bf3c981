import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createPalette } from './colors';
import { createIOStreams, type Env } from './io-streams';
import { formatPrettyJson } from './json-output';

function io(tty: boolean, env: Env = {}, color = true) {
  const stream = () => Object.assign(new PassThrough(), { isTTY: tty });
  return createIOStreams(
    { stdin: stream(), stdout: stream(), stderr: stream() },
    { color, quiet: false, verbose: false, env },
  );
}

describe('IO streams', () => {
  it('colours only on a terminal, and never under NO_COLOR, TERM=dumb or --no-color', () => {
    expect(io(true).colorEnabled).toBe(true);
    expect(io(false).colorEnabled).toBe(false);
    expect(io(true, { NO_COLOR: '1' }).colorEnabled).toBe(false);
    expect(io(true, { TERM: 'dumb' }).colorEnabled).toBe(false);
    expect(io(true, {}, false).colorEnabled).toBe(false);
    expect(io(true, { NO_COLOR: '1' }).err.red('x')).toBe('x');
  });

  it('prompts only when stdin and stdout are terminals and CI is not set', () => {
    expect(io(true).canPrompt).toBe(true);
    expect(io(false).canPrompt).toBe(false);
    expect(io(true, { CI: 'true' }).canPrompt).toBe(false);
    expect(io(true, { CI: 'false' }).canPrompt).toBe(true);
  });
});

describe('pretty JSON', () => {
  it('indents and colours by type, and is plain JSON without colour', () => {
    const value = { a: 1, b: ['x', null, true], c: {} };
    expect(JSON.parse(formatPrettyJson(value, createPalette(false)))).toEqual(value);
    expect(formatPrettyJson(value, createPalette(false))).toBe(JSON.stringify(value, null, 2));
    expect(formatPrettyJson(value, createPalette(true))).toContain('\u001b[36m1\u001b[39m');
  });
});
