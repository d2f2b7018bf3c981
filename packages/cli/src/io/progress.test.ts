import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIOStreams } from './io-streams';
import { startProgress, startProgressBar } from './progress';

function io(tty: boolean, quiet = false) {
  const stderr = Object.assign(new PassThrough(), { isTTY: tty });
  let text = '';
  stderr.setEncoding('utf8').on('data', (chunk: string) => {
    text += chunk;
  });
  const streams = createIOStreams(
    { stdin: new PassThrough(), stdout: new PassThrough(), stderr },
    { color: true, quiet, verbose: false, env: {} },
  );
  return { streams, text: () => text };
}

describe('progress spinner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('appears on a terminal only after a short delay, and clears its line', async () => {
    const { streams, text } = io(true);
    const quick = startProgress(streams, 'Contacting');
    quick();
    await vi.advanceTimersByTimeAsync(500);
    expect(text()).toBe('');
    const slow = startProgress(streams, 'Contacting');
    await vi.advanceTimersByTimeAsync(300);
    expect(text()).toContain('Contacting');
    slow();
    expect(text().endsWith('\r\u001b[2K')).toBe(true);
  });

  it('never draws when stderr is piped or with --quiet', async () => {
    for (const target of [io(false), io(true, true)]) {
      const stop = startProgress(target.streams, 'Contacting');
      await vi.advanceTimersByTimeAsync(500);
      stop();
      expect(target.text()).toBe('');
    }
  });
});

describe('progress bar', () => {
  it('draws done/total in place on a terminal and clears its line', () => {
    const { streams, text } = io(true);
    const bar = startProgressBar(streams, 'users', 1000);
    bar.update(500);
    expect(text()).toContain('500/1000  users');
    expect(text().split('\r').at(-1)).toContain('############');
    bar.stop();
    expect(text().endsWith('\r\u001b[2K')).toBe(true);
  });

  it('never draws when stderr is piped or with --quiet', () => {
    for (const target of [io(false), io(true, true)]) {
      const bar = startProgressBar(target.streams, 'users', 10);
      bar.update(5);
      bar.stop();
      expect(target.text()).toBe('');
    }
  });
});
