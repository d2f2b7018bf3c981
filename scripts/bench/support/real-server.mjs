// The real server as `npm start` runs it, on a loopback port and a data directory of the bench's own.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, postJson, root, startProcess, waitFor200 } from './processes.mjs';

export const BENCH_ADMIN = { email: 'bench-admin@localhost', password: 'Bench-admin-password-1' };
export const BENCH_MEMBER = { email: 'research@example.com', password: 'demo-password-1' };
export const PING_PATH = '/v2/api/open/ping';

/** The arguments `npm start` gives node (its V8 flags and the start script), from package.json. */
export function startScriptArgs() {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const [command, ...args] = scripts.start.split(/\s+/);
  if (command !== 'node') throw new Error(`npm start runs ${command}, not node`);
  return args.map((arg) => (arg.endsWith('.mjs') ? join(root, arg) : arg));
}

/**
 * Starts the server. `via: 'npm'` runs `npm start` exactly as a person would; `via: 'node'` runs
 * `node scripts/start.mjs` (what `npm start` runs) without npm's own start-up in the timing.
 * `env` adds to the server's environment.
 */
export async function startRealServer({ dataDir, via = 'node', env: extraEnv = {} }) {
  const port = await freePort();
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    SEED_DEMO: '1',
    LOG_FORMAT: 'json',
    NODE_ENV: 'production',
    ...extraEnv,
  };
  const startedAt = process.hrtime.bigint();
  const proc =
    via === 'npm'
      ? startProcess('npm', ['start', '--silent'], env)
      : startProcess(process.execPath, startScriptArgs(), env);
  const url = `http://127.0.0.1:${port}`;
  const firstOkMs = await waitFor200(`${url}${PING_PATH}`, startedAt);
  return { url, port, proc, firstOkMs };
}

/** Signs in the demo member and the administrator (changing its default password once). */
export async function signInBenchUsers(url) {
  const member = await postJson(`${url}/v2/api/user/login`, BENCH_MEMBER);
  const changed = `${BENCH_ADMIN.password}-changed`;
  const admin = await postJson(`${url}/v2/api/user/login`, BENCH_ADMIN).catch(() =>
    postJson(`${url}/v2/api/user/login`, { ...BENCH_ADMIN, password: changed }),
  );
  if (!admin.must_change_password) return { member: member.token, admin: admin.token };
  const changedAdmin = await postJson(
    `${url}/v2/api/user/update_default_password`,
    { current_password: BENCH_ADMIN.password, new_password: changed },
    admin.token,
  );
  return { member: member.token, admin: changedAdmin.token };
}
