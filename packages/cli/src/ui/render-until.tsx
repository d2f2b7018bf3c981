import { type Instance, render } from 'ink';
import type { ReactElement } from 'react';
import type { IOStreams } from '../io/io-streams';

/**
 * Renders an Ink element on stderr (stdout stays for data) until it calls
 * `done` or `fail`, then unmounts and settles. With `clear`, its last frame is erased first, so what opens next
 * (a screen chosen in the menu) is not painted under it (issue 24 item 19).
 */
export function renderUntil<T>(
  io: IOStreams,
  build: (done: (value: T) => void, fail: (error: unknown) => void) => ReactElement,
  options: { clear?: boolean } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let instance: Instance | undefined;
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      // Ink's clear() also marks the frame as written, so unmount does not paint it again.
      if (options.clear) instance?.clear();
      instance?.unmount();
      finish();
    };
    instance = render(
      build(
        (value) => settle(() => resolve(value)),
        (error) => settle(() => reject(error)),
      ),
      {
        stdout: io.stderr as NodeJS.WriteStream,
        stdin: io.stdin as NodeJS.ReadStream,
        exitOnCtrlC: false,
        patchConsole: false,
      },
    );
  });
}
