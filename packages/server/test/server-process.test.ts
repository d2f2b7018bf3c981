import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/http';

const entry = resolve(import.meta.dirname, '../src/server.ts');

interface Started {
  child: ChildProcess;
  url: string;
  stdout: () => string;
}

/** Runs the real server process and waits for its "running" log line. */
function startProcess(dataDir: string, env: Record<string, string> = {}): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
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
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}\n${err}`)), 20_000);
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

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolvePromise) => child.on('exit', (code) => resolvePromise(code)));
}

describe('the server process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ailab-process-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('prints a generated admin password once, which signs in and must be changed', async () => {
    const first = await startProcess(dataDir, { ADMIN_PASSWORD: '' });
    const match = /Password \(shown once\): (\S+)/.exec(first.stdout());
    expect(match?.[1]).toBeTruthy();
    const login = await call(first.url, '/v2/api/user/login', {
      email: 'admin@localhost',
      password: match?.[1],
    });
    expect(login.status).toBe(200);
    expect(login.body.must_change_password).toBe(true);
    const exited = exitOf(first.child);
    first.child.kill('SIGTERM');
    expect(await exited).toBe(0);

    const second = await startProcess(dataDir);
    expect(second.stdout()).not.toContain('shown once');
    expect((await call(second.url, '/v2/api/open/ping')).body.ok).toBe(true);
    const stopped = exitOf(second.child);
    second.child.kill('SIGTERM');
    expect(await stopped).toBe(0);
  });

  it('refuses a bad configuration with a readable message', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: 'not-a-port' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    expect(await exitOf(child)).toBe(1);
    expect(err).toContain('Invalid server configuration');
    expect(err).toContain('PORT');
  });
});
