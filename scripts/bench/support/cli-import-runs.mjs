// What the import benches share: the compiled server on a data directory of their own, the administrator's
// token, the built CLI as a child process (optionally killed after a while) and the outbox settling.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, postJson, root, startProcess, waitFor200 } from './processes.mjs';
import { PING_PATH, startScriptArgs } from './real-server.mjs';

const cliBin = join(root, 'packages/cli/bin/ailab.cjs');

/** Signs the administrator in and changes their default password: a token for the bench's requests. */
export async function adminToken(url, admin) {
  const first = await postJson(`${url}/v2/api/user/login`, { email: admin.email, password: admin.password });
  const changed = await postJson(
    `${url}/v2/api/user/update_default_password`,
    { current_password: admin.password, new_password: 'Bench-admin-password-2' },
    first.token,
  );
  return changed.token;
}

/** The compiled server (`npm run build -w @ailab/server`) on an existing data directory and database. */
export async function startCompiledServer(dataDir, databaseUrl) {
  const serverJs = join(root, 'packages/server/dist/server.js');
  if (!existsSync(serverJs)) throw new Error('build the server first: npm run build -w @ailab/server');
  const port = await freePort();
  // BENCH_SERVER_FLAGS adds node flags to the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it.
  const extra = (process.env.BENCH_SERVER_FLAGS ?? '').split(/\s+/).filter(Boolean);
  const flags = [...startScriptArgs().filter((arg) => arg.startsWith('--')), ...extra];
  const proc = startProcess(process.execPath, [...flags, serverJs], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    SEED_DEMO: '0',
    LOG_FORMAT: 'json',
    NODE_ENV: 'production',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor200(`${url}${PING_PATH}`, process.hrtime.bigint());
  return { url, proc };
}

/** Runs the built `ailab` with `argv`; `killAfterMs` kills it with SIGKILL after that long. */
export function runCli(argv, env, killAfterMs) {
  return new Promise((resolveRun, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, [cliBin, ...argv], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: env.HOME,
        AILAB_CONFIG_DIR: env.HOME,
        LANG: 'en_US.UTF-8',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = killAfterMs ? setTimeout(() => child.kill('SIGKILL'), killAfterMs) : undefined;
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolveRun({ code, stdout, stderr, ms: performance.now() - start });
    });
  });
}

/** Waits until the outbox folder stops growing (the server sends invitations after answering). */
export async function settledOutbox(folder) {
  let last = -1;
  for (;;) {
    const count = existsSync(folder) ? readdirSync(folder).length : 0;
    if (count === last) return;
    last = count;
    await new Promise((done) => setTimeout(done, 1_000));
  }
}
