import { PassThrough } from 'node:stream';
import { Text } from 'ink';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createIOStreams } from '../io/io-streams';
import { renderUntil } from './render-until';

// Ink paints only the final frame, never erasing, when it believes it runs in CI (is-in-ci reads
// CI when Ink is imported); this test is about a person's terminal, so it says it is not CI first.
vi.hoisted(() => {
  process.env.CI = '0';
  process.env.CONTINUOUS_INTEGRATION = '0';
});

/** The ANSI sequence that erases a terminal line. */
const ERASE_LINE = `${String.fromCharCode(27)}[2K`;

/** A terminal's streams in memory: what Ink wrote to stderr is returned by `written()`. */
function terminal() {
  const tty = <T extends object>(stream: T) => Object.assign(stream, { isTTY: true, columns: 80, rows: 24 });
  const stdin = Object.assign(tty(new PassThrough()), {
    setRawMode: () => undefined,
    ref: () => undefined,
    unref: () => undefined,
  });
  const stderr = tty(new PassThrough());
  let out = '';
  stderr.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
  });
  const io = createIOStreams(
    { stdin, stdout: tty(new PassThrough()), stderr },
    { color: false, quiet: false, verbose: false, env: {} },
  );
  return { io, written: () => out };
}

function Chooser({ done }: { done: (value: string) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => done('chosen'), 20);
    return () => clearTimeout(timer);
  }, [done]);
  return <Text>THE MENU</Text>;
}

describe('renderUntil', () => {
  it('erases the last frame with clear, so the next screen is not painted under it (issue 24 item 19)', async () => {
    const cleared = terminal();
    expect(await renderUntil(cleared.io, (done) => <Chooser done={done} />, { clear: true })).toBe('chosen');
    const after = cleared.written().slice(cleared.written().lastIndexOf('THE MENU'));
    // Erased: the cursor goes back up over the frame's line and clears it.
    expect(after).toContain(ERASE_LINE);

    const kept = terminal();
    await renderUntil(kept.io, (done) => <Chooser done={done} />);
    expect(kept.written().slice(kept.written().lastIndexOf('THE MENU'))).not.toContain(ERASE_LINE);
  });
});
