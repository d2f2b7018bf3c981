// API throughput and latency of the real server against a bare Fastify JSON route, in one run.
// Starts both as their own processes; autocannon runs here. Prints the ratios of issue 7's goals.
// Usage: node scripts/bench/api.mjs [--quick]   (BENCH_SECONDS=N overrides the duration per case)
// With DATABASE_URL (PostgreSQL) it also measures who_am_i on a second server without the caller cache.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { FEATURE_CASES } from './api-cases.mjs';
import { freePort, root, startProcess, waitFor200 } from './support/processes.mjs';
import { PING_PATH, signInBenchUsers, startRealServer } from './support/real-server.mjs';

const quick = process.argv.includes('--quick');
const seconds = Number(process.env.BENCH_SECONDS ?? (quick ? 3 : 10));
const connections = 10;
const fixedRate = 1000;

function load(url, { body = {}, token, rate } = {}) {
  return new Promise((resolveRun, reject) => {
    autocannon(
      {
        url,
        method: 'POST',
        connections,
        duration: seconds,
        ...(rate ? { overallRate: rate } : {}),
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      },
      (error, result) => (error ? reject(error) : resolveRun(result)),
    );
  });
}

function summary(result) {
  const bad = result.non2xx + result.errors + result.timeouts;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    bad,
  };
}

async function probe(url, body, token) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

const report = (name, value, base, goal) =>
  console.log(`${name.padEnd(30)} ${value.padEnd(26)} ${base ?? ''}${goal ? `   ${goal}` : ''}`);

const barePort = await freePort();
const bare = startProcess(process.execPath, [join(root, 'scripts/bench/support/bare-fastify.mjs')], {
  PORT: String(barePort),
});
const dataDir = mkdtempSync(join(tmpdir(), 'ailab-bench-api-'));
let real;
let uncached;
try {
  await waitFor200(`http://127.0.0.1:${barePort}/ping`, process.hrtime.bigint());
  real = await startRealServer({ dataDir });
  const tokens = await signInBenchUsers(real.url);
  console.log(`${seconds}s per case, ${connections} connections; fixed rate ${fixedRate} req/s\n`);

  const bareUrl = `http://127.0.0.1:${barePort}/ping`;
  const rps = (run) => `${Math.round(run.rps).toLocaleString('en-US')} req/s`;
  // Each case runs right after a bare run, so the machine's load drifts alike for both sides.
  const versusBare = async (name, url, options, goal) => {
    const base = summary(await load(bareUrl));
    const run = summary(await load(url, options));
    const ratio = (run.rps / base.rps).toFixed(3);
    report(name, rps(run), `bare ${rps(base)}  ratio ${ratio}`, goal);
    if (run.bad > 0) console.log(`  (warning: ${run.bad} non-2xx/errors/timeouts)`);
    return run;
  };
  await load(bareUrl); // warm-up of both sides' JIT
  await load(`${real.url}${PING_PATH}`);
  await versusBare('open/ping throughput', `${real.url}${PING_PATH}`, {}, 'goal ratio ≥ 0.70');
  const whoUrl = `${real.url}/v2/api/user/who_am_i`;
  await versusBare('who_am_i throughput', whoUrl, { token: tokens.member }, 'goal ratio ≥ 0.40');
  if (process.env.DATABASE_URL) {
    // The same database through a second server without the caller cache (identity/caller-cache.ts).
    uncached = await startRealServer({
      dataDir: mkdtempSync(join(tmpdir(), 'ailab-bench-api-')),
      env: { CALLER_CACHE: '0' },
    });
    const uncachedTokens = await signInBenchUsers(uncached.url);
    await load(`${uncached.url}/v2/api/user/who_am_i`, { token: uncachedTokens.member });
    await versusBare('who_am_i, no caller cache', `${uncached.url}/v2/api/user/who_am_i`, {
      token: uncachedTokens.member,
    });
  }
  const bareFixed = summary(await load(bareUrl, { rate: fixedRate }));
  const whoFixed = summary(await load(whoUrl, { token: tokens.member, rate: fixedRate }));
  report(
    `who_am_i p99 at ${fixedRate} req/s`,
    `${whoFixed.p99} ms (${rps(whoFixed)})`,
    `bare ${bareFixed.p99} ms`,
    'goal ≤ 10 ms',
  );

  for (const feature of FEATURE_CASES) {
    const token = feature.as ? tokens[feature.as] : undefined;
    const url = `${real.url}${feature.path}`;
    const status = await probe(url, feature.body, token);
    if (status !== 200) {
      console.log(`${feature.name.padEnd(30)} skipped (answers ${status})`);
      continue;
    }
    const run = await versusBare(feature.name, url, { body: feature.body, token });
    console.log(`  p99 ${run.p99} ms`);
  }
} finally {
  await Promise.all([bare.stop(), real?.proc.stop(), uncached?.proc.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
}
