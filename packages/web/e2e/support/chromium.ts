import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Debian's chromium; the suite drives it with playwright-core. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * True when the browser suite can run. Without chromium it is skipped with a
 * message, except under CI, where a missing browser must fail the run.
 */
export function chromiumAvailable(): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  const message = `Browser tests need chromium at ${CHROMIUM_PATH} (apt-get install -y chromium).`;
  if (process.env.CI) throw new Error(`${message} CI is set, so this is a failure.`);
  console.warn(`SKIPPING the web e2e suite: ${message}`);
  return false;
}

/** Launches headless chromium; every *.localhost name resolves to the loopback test server. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--host-resolver-rules=MAP *.localhost 127.0.0.1',
    ],
  });
}
