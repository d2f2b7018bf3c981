// Start-up of the real server (`npm start`, time to first 200 of ping, idle RSS of the serving
// process) against a bare Fastify process, in the same run. Linux (reads /proc).
// Usage: node scripts/bench/server-start.mjs [runs=3] [--quick]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  commandLine,
  freePort,
  median,
  processTree,
  root,
  rssMiB,
  startProcess,
  waitFor200,
} from './support/processes.mjs';
import { startRealServer } from './support/real-server.mjs';

const quick = process.argv.includes('--quick');
const runs = quick ? 1 : Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 3);
const idleMs = 1500;
const sleep = (ms) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

/** The serving process: the deepest one in the tree (npm → start script → server). */
function servingProcess(pid) {
  const tree = processTree(pid);
  return tree[tree.length - 1];
}

async function bareStart() {
  const port = await freePort();
  const startedAt = process.hrtime.bigint();
  const proc = startProcess(process.execPath, [join(root, 'scripts/bench/support/bare-fastify.mjs')], {
    PORT: String(port),
  });
  const ms = await waitFor200(`http://127.0.0.1:${port}/ping`, startedAt, { method: 'GET' });
  await sleep(idleMs);
  const rss = rssMiB(proc.child.pid);
  await proc.stop();
  return { ms, rss };
}

/** The glibc setting docs/performance.md recommends for production (a fixed mmap threshold). */
const PRODUCTION_MALLOC = { MALLOC_MMAP_THRESHOLD_: '131072' };

async function realStart(dataDir, env = {}) {
  const server = await startRealServer({ dataDir, via: 'npm', env });
  await sleep(idleMs);
  const pid = servingProcess(server.proc.child.pid);
  const rss = rssMiB(pid);
  const tree = processTree(server.proc.child.pid).map((each) => commandLine(each).slice(0, 90));
  await server.proc.stop();
  return { ms: server.firstOkMs, rss, tree };
}

const dataDir = mkdtempSync(join(tmpdir(), 'ailab-bench-start-'));
try {
  // First start: builds what is stale, migrates and seeds; not timed.
  await realStart(dataDir);
  const bare = [];
  const real = [];
  const tuned = [];
  let tree = [];
  for (let run = 0; run < runs; run += 1) {
    bare.push(await bareStart());
    const result = await realStart(dataDir);
    real.push(result);
    tree = result.tree;
    tuned.push(await realStart(dataDir, PRODUCTION_MALLOC));
  }
  const bareMs = median(bare.map((r) => r.ms));
  const realMs = median(real.map((r) => r.ms));
  const bareRss = median(bare.map((r) => r.rss));
  const realRss = median(real.map((r) => r.rss));
  console.log(`runs: ${runs} each, medians; a data directory already migrated and seeded`);
  console.log(`process tree of npm start:\n  ${tree.join('\n  ')}`);
  console.log(
    `start to first 200   npm start ${realMs.toFixed(0)} ms   bare Fastify ${bareMs.toFixed(0)} ms   ${(realMs / bareMs).toFixed(2)}x   goal ≤ 3x`,
  );
  console.log(
    `idle RSS (server)    ${realRss.toFixed(0)} MiB   bare Fastify ${bareRss.toFixed(0)} MiB   ${(realRss / bareRss).toFixed(2)}x   goal ≤ 110 MiB`,
  );
  const tunedRss = median(tuned.map((r) => r.rss));
  console.log(
    `idle RSS, MALLOC_MMAP_THRESHOLD_=131072   ${tunedRss.toFixed(0)} MiB   ${(tunedRss / bareRss).toFixed(2)}x   (the production setting of docs/performance.md)`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
