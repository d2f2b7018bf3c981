// Times `ailab --version`, `ailab --help` and `ailab whoami --json` (against a local real
// server it starts; with AILAB_TOKEN, and with a stored session as a signed-in user has it)
// against Node's own start (`node -e 0`).
// Runs are interleaved so machine noise hits every command alike; medians are compared.
// Usage: node scripts/bench/cli-startup.mjs [runs=20]   (build first: npm run build -w @ailab/cli)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_MEMBER, signInBenchUsers, startRealServer } from './support/real-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = join(root, 'packages', 'cli', 'bin', 'ailab.cjs');
if (!existsSync(join(root, 'packages', 'cli', 'dist', 'ailab.cjs'))) {
  console.error('Build the CLI first: npm run build -w @ailab/cli');
  process.exit(1);
}
const runs = Number(process.argv[2] ?? 20);
const configDir = mkdtempSync(join(tmpdir(), 'ailab-bench-'));
const sessionDir = mkdtempSync(join(tmpdir(), 'ailab-bench-session-'));
const dataDir = mkdtempSync(join(tmpdir(), 'ailab-bench-cli-'));
const server = await startRealServer({ dataDir });
const { member } = await signInBenchUsers(server.url);
const env = {
  ...process.env,
  AILAB_CONFIG_DIR: configDir,
  NO_COLOR: '1',
  AILAB_SERVER: server.url,
  AILAB_TOKEN: member,
};

// The stored session: `ailab auth login` once, into a config folder of its own.
const sessionEnv = { ...env, AILAB_CONFIG_DIR: sessionDir, AILAB_TOKEN: '' };
const login = spawnSync(
  process.execPath,
  [bin, 'auth', 'login', '--email', BENCH_MEMBER.email, '--password-stdin'],
  {
    env: sessionEnv,
    input: `${BENCH_MEMBER.password}\n`,
  },
);
if (login.status !== 0) throw new Error(`auth login exited ${login.status}: ${login.stderr}`);

const cases = {
  node: [[process.execPath, '-e', '0']],
  version: [[process.execPath, bin, '--version']],
  help: [[process.execPath, bin, '--help']],
  'whoami --json': [[process.execPath, bin, 'whoami', '--json']],
  'whoami, session': [[process.execPath, bin, 'whoami', '--json'], sessionEnv],
};
const times = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));

function time([[command, ...args], caseEnv = env]) {
  const start = process.hrtime.bigint();
  const result = spawnSync(command, args, { env: caseEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0) throw new Error(`${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  return ms;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

for (const command of Object.values(cases)) time(command); // warm the file cache
for (let run = 0; run < runs; run += 1) {
  for (const [name, command] of Object.entries(cases)) times[name].push(time(command));
}
await server.proc.stop();
rmSync(configDir, { recursive: true, force: true });
rmSync(sessionDir, { recursive: true, force: true });
rmSync(dataDir, { recursive: true, force: true });

const base = median(times.node);
console.log(`runs: ${runs} each, interleaved; medians; goal: whoami --json ≤ 2x node`);
for (const name of Object.keys(cases)) {
  const value = median(times[name]);
  console.log(`${name.padEnd(16)} ${value.toFixed(1).padStart(7)} ms  ${(value / base).toFixed(2)}x`);
}
