import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { SERVER_BUNDLE_ENV } from './server-bundle-setup';

export const entry = resolve(import.meta.dirname, '../../src/server.ts');

export interface Started {
  child: ChildProcess;
  url: string;
  stdout: () => string;
}

/**
 * How a server process starts by default: the run's compiled server when the test run made one
 * (`server-bundle-setup.ts`, as `npm start` runs it), else `src/server.ts` through tsx.
 */
export function defaultServerArgs(): string[] {
  const bundle = process.env[SERVER_BUNDLE_ENV];
  return bundle ? [bundle] : ['--import', 'tsx', entry];
}

/**
 * Runs the real server process and waits for its "running" log line: as `defaultServerArgs` says,
 * or what `args` name.
 */
export function startProcess(
  dataDir: string,
  env: Record<string, string> = {},
  args: string[] = defaultServerArgs(),
  startTimeoutMs = 20_000,
): Promise<Started> {
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_FORMAT: 'json',
      ADMIN_PASSWORD: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start:\n${out}\n${err}`)),
      startTimeoutMs,
    );
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out
        .split('\n')
        .find((text) => text.includes('"url"') && text.includes('AI Lab is running'));
      if (line) {
        clearTimeout(timer);
        resolvePromise({ child, url: (JSON.parse(line) as { url: string }).url, stdout: () => out });
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}\n${err}`)));
  });
}

export function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolvePromise) => child.on('exit', (code) => resolvePromise(code)));
}
