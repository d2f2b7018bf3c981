import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/http';
import { entry, exitOf, startProcess } from './support/server-process';

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

  it('runs compiled as `npm start` runs it: plain node, no tsx, answers served by the bundle', async () => {
    // Inside the package, so the packages left outside the bundle resolve from node_modules; not in
    // dist, which `npm start` (the browser suite's shipped-product test, running alongside) empties
    // when it builds the server.
    const distDir = resolve(import.meta.dirname, '../node_modules/.cache');
    await mkdir(distDir, { recursive: true });
    const outdir = await mkdtemp(join(distDir, 'test-build-'));
    try {
      const build = spawnSync(process.execPath, [resolve(import.meta.dirname, '../scripts/build.mjs')], {
        env: { ...process.env, SERVER_BUILD_OUTDIR: outdir },
        encoding: 'utf8',
      });
      expect(build.status, build.stderr).toBe(0);
      const meta = JSON.parse(await readFile(join(outdir, 'meta.json'), 'utf8')) as { inputs: object };
      const inputs = Object.keys(meta.inputs);
      expect(inputs.some((input) => input.includes('node_modules/tsx/'))).toBe(false);
      expect(inputs.some((input) => input.includes('node_modules/fastify/'))).toBe(true);
      const compiled = await startProcess(dataDir, { NODE_ENV: 'production' }, [join(outdir, 'server.js')]);
      expect((await call(compiled.url, '/v2/api/open/ping')).body.ok).toBe(true);
      const login = await call(compiled.url, '/v2/api/user/login', {
        email: 'research@example.com',
        password: 'demo-password-1',
      });
      const who = await call(compiled.url, '/v2/api/user/who_am_i', {}, { token: login.body.token });
      expect(who.status).toBe(200);
      expect(who.body.user.email).toBe('research@example.com');
      // Files the server reads from the repository at run time (help/) are found from the bundle too:
      // the help folder was once resolved from the source file's depth and came back empty here.
      const toc = await call(compiled.url, '/v1/api/user_help/toc', {}, { language: 'es-MX' });
      expect(toc.status).toBe(200);
      expect(toc.body.topics.length).toBeGreaterThan(0);
      // So is content/maturity (the AI maturity questionnaire, YAML and Markdown).
      const maturity = await call(
        compiled.url,
        '/v2/api/open/maturity/questionnaire',
        {},
        { language: 'ja-JP' },
      );
      expect(maturity.status).toBe(200);
      expect(maturity.body.dimensions).toHaveLength(5);
      const stopped = exitOf(compiled.child);
      compiled.child.kill('SIGTERM');
      expect(await stopped).toBe(0);
    } finally {
      await rm(outdir, { recursive: true, force: true });
    }
  });
});
