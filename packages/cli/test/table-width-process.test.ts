import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliTestServer, startCliTestServer } from './support/cli-test-server';
import type { AilabSandbox } from './support/run-ailab';

const bin = join(dirname(fileURLToPath(import.meta.url)), '..', 'bin', 'ailab.cjs');
/** util-linux's `script` gives the process a real terminal (a pseudo-terminal) of a chosen width. */
const hasScript = spawnSync('script', ['--version']).status === 0;

let cli: CliTestServer;
let admin: AilabSandbox;

beforeAll(async () => {
  cli = await startCliTestServer();
  admin = await cli.admin();
});
afterAll(async () => {
  await cli.close();
});

const shellQuote = (word: string) => `'${word.replaceAll("'", "'\\''")}'`;

/** Runs `ailab args…` on a terminal `columns` wide; answers what the terminal showed, lines without escapes. */
function onTerminal(columns: number, args: readonly string[]): Promise<string[]> {
  const command = `stty cols ${columns}; ${[process.execPath, bin, ...args].map(shellQuote).join(' ')}`;
  return new Promise((resolve, reject) => {
    const child = spawn('script', ['-qec', command, '/dev/null'], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: join(admin.configDir, '..'),
        AILAB_CONFIG_DIR: admin.configDir,
        AILAB_SERVER: cli.url,
        LANG: 'en_US.UTF-8',
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('close', () =>
      resolve(
        stripVTControlCharacters(out)
          .split(/\r?\n/)
          .filter((line) => line.trim() !== ''),
      ),
    );
  });
}

/** Issue 24 item 15: terminal tables fit the terminal's width, cutting the widest columns with "…" like gh. */
describe.skipIf(!hasScript)('tables fitted to the terminal (real process on a pseudo-terminal)', () => {
  it('cuts a list to a 50-column terminal and leaves it whole on a wide one', async () => {
    const narrow = await onTerminal(50, ['repos', 'list', '-L', '5']);
    const rows = narrow.filter((line) => !line.startsWith('Showing'));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const line of rows) expect(line.length, line).toBeLessThanOrEqual(50);
    expect(rows.some((line) => line.includes('…'))).toBe(true);
    const wide = await onTerminal(250, ['repos', 'list', '-L', '5']);
    expect(wide.some((line) => line.includes('…'))).toBe(false);
    expect(Math.max(...wide.map((line) => line.length))).toBeGreaterThan(50);
  });
});
