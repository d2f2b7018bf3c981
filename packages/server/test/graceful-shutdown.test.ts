import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRaw, parseRawAnswer, pause } from './support/raw-http';
import { exitOf, startProcess } from './support/server-process';

const BURST = 64;

function pingHead(length: number): string {
  return `POST /v2/api/open/ping HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;
}

describe('graceful shutdown of the server process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ailab-shutdown-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it(`finishes all ${BURST} requests in flight at SIGTERM, then exits 0`, async () => {
    const started = await startProcess(dataDir, { SEED_DEMO: '0' });
    // The first start in an empty data folder logs no warning (it used to warn that data/media was missing).
    expect(started.stdout()).not.toContain('"level":40');
    // Every request is in flight: headers and half its body are sent before the signal.
    const connections = await Promise.all(Array.from({ length: BURST }, () => openRaw(started.url)));
    for (const raw of connections) raw.write(`${pingHead(2)}{`);
    await pause(300);
    const exited = exitOf(started.child);
    started.child.kill('SIGTERM');
    await pause(300);
    for (const raw of connections) raw.write('}');
    await Promise.all(connections.map((raw) => raw.closed));
    const statuses = connections.map((raw) => parseRawAnswer(raw.received()).status);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(await exited).toBe(0);
  }, 30_000);

  it('cuts a request that does not finish within the grace, and exits 1 in bounded time', async () => {
    const started = await startProcess(dataDir, { SEED_DEMO: '0', SHUTDOWN_GRACE_SECONDS: '1' });
    const raw = await openRaw(started.url);
    raw.write(`${pingHead(2)}{`);
    await pause(200);
    const exited = exitOf(started.child);
    const signalledAt = Date.now();
    started.child.kill('SIGTERM');
    expect(await exited).toBe(1);
    expect(Date.now() - signalledAt).toBeLessThan(5000);
    await raw.closed;
  }, 30_000);

  it('survives the signal twice (npm forwards it, and the process group gets it too)', async () => {
    const started = await startProcess(dataDir, { SEED_DEMO: '0' });
    const exited = exitOf(started.child);
    started.child.kill('SIGTERM');
    started.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(started.stdout()).toContain('shut down cleanly');
  }, 30_000);
});
