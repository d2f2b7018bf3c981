import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** The newest PostgreSQL bin folder on this machine (Debian's layout), or undefined. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter(
      (name) =>
        existsSync(join(root, name, 'bin', 'pg_ctl')) && existsSync(join(root, name, 'bin', 'initdb')),
    )
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? join(root, newest, 'bin') : undefined;
}

/** A free loopback TCP port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const bound = probe.address();
      const port = typeof bound === 'object' && bound ? bound.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A PostgreSQL cluster of a test's own, which the test may restart and stop (as `.ci/run` starts one). */
export interface OwnPostgres {
  url: string;
  /** `pg_ctl restart -m fast`: every connection is terminated. */
  restart(): Promise<void>;
  /** `pg_ctl stop -m fast`. */
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/** Creates and starts a cluster in a temporary folder, run as `postgres` when this process is root. */
export async function startOwnPostgres(bin: string): Promise<OwnPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'ailab-own-pg-'));
  const root = process.getuid?.() === 0;
  // Asynchronous, so requests a test sends keep flowing while the database restarts.
  const run = async (tool: string, args: string[]) => {
    const command = root ? 'runuser' : join(bin, tool);
    const full = root ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    await execFileAsync(command, full);
  };
  if (root) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  const port = await freePort();
  const data = join(dir, 'data');
  await run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () =>
      run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-m', 'fast', '-w', 'restart']),
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    start,
    async destroy() {
      try {
        await run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
