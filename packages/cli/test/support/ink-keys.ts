/** Key sequences a terminal sends, for driving Ink components in tests. */
export const KEYS = {
  up: '\u001b[A',
  down: '\u001b[B',
  enter: '\r',
  tab: '\t',
  escape: '\u001b',
  backspace: '\u007f',
} as const;

/** Lets React and Ink process the last input before asserting on a frame. */
export function settle(ms = 30): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Writes a key and waits (up to a second) until the frame changes, so a busy machine cannot drop a press. */
export async function press(
  stdin: { write(data: string): void },
  lastFrame: () => string | undefined,
  key: string,
): Promise<void> {
  const before = lastFrame();
  stdin.write(key);
  for (let waited = 0; waited < 1000 && lastFrame() === before; waited += 10) await settle(10);
  // Components re-register their input handlers in effects after the frame is drawn.
  await settle(20);
}
