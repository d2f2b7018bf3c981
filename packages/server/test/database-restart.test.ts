import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, signInAdmin } from './support/http';
import { type OwnPostgres, postgresBinaries, startOwnPostgres } from './support/own-postgres';
import { exitOf, type Started, startProcess } from './support/server-process';

const bin = postgresBinaries();
const WORKERS = 24;
const ADMIN_PASSWORD = 'Admin-password-1';

/** Sends requests from many workers until stopped; every answer's status, and 0 for a dropped connection. */
function underLoad(url: string, token: string) {
  const statuses: number[] = [];
  const bodies: string[] = [];
  let running = true;
  const requests = [
    () => call(url, '/v2/api/user/who_am_i', {}, { token }),
    () => call(url, '/v2/api/admin/all_users', { limit: 5 }, { token }),
    () => call(url, '/v2/api/open/ping', {}),
  ];
  const workers = Array.from({ length: WORKERS }, async (_, index) => {
    let turn = index;
    while (running) {
      const send = requests[turn++ % requests.length];
      if (!send) break;
      try {
        const answer = await send();
        statuses.push(answer.status);
        if (answer.status !== 200) bodies.push(answer.text);
      } catch {
        statuses.push(0);
      }
    }
  });
  return {
    statuses,
    bodies,
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForDatabase(url: string): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    const answer = await call(url, '/v2/api/open/ping', {}).catch(() => undefined);
    if (answer?.status === 200) return;
    await pause(100);
  }
  throw new Error('the server never reached the database again');
}

describe.skipIf(!bin)(
  `the server process while its PostgreSQL restarts or stops under load${bin ? '' : ' (skipped: no PostgreSQL binaries under /usr/lib/postgresql)'}`,
  () => {
    let postgres: OwnPostgres;
    let dataDir: string;
    let started: Started;
    let exitCode: number | string | null | undefined;
    let stderr = '';
    let token: string;
    let databases = 0;
    beforeAll(async () => {
      postgres = await startOwnPostgres(bin ?? '');
    }, 60_000);
    // Each test runs a server process of its own, so one that dies cannot hide the next result.
    beforeEach(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'ailab-db-restart-'));
      exitCode = undefined;
      const database = `restart_${++databases}`;
      const admin = new pg.Client({ connectionString: postgres.url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${database}`);
      await admin.end();
      const url = new URL(postgres.url);
      url.pathname = `/${database}`;
      started = await startProcess(dataDir, { DATABASE_URL: url.toString(), SEED_DEMO: '0', ADMIN_PASSWORD });
      // Only this test's child reports here: the previous one may still be exiting.
      const child = started.child;
      child.on('exit', (code, signal) => {
        if (started.child === child) exitCode = code ?? signal;
      });
      started.child.stderr?.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      token = await signInAdmin({
        url: started.url,
        adminEmail: 'admin@localhost',
        adminPassword: ADMIN_PASSWORD,
      });
    }, 60_000);
    afterEach(async () => {
      const running = started.child.exitCode === null && started.child.signalCode === null;
      const exited = exitOf(started.child);
      started.child.kill('SIGKILL');
      if (running) await exited;
      await rm(dataDir, { recursive: true, force: true });
    });
    afterAll(async () => {
      await postgres?.destroy();
    });

    it('lives through `pg_ctl restart -m fast`: requests in flight answer 200 or 503, and service resumes', async () => {
      const load = underLoad(started.url, token);
      await pause(400);
      await postgres.restart();
      await pause(400);
      await load.stop();
      expect(exitCode, stderr.slice(-2000)).toBeUndefined();
      expect(load.statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
      for (const body of load.bodies) expect(JSON.parse(body).error.code).toBe('SERVICE_UNAVAILABLE');
      await waitForDatabase(started.url);
      const after = underLoad(started.url, token);
      await pause(300);
      await after.stop();
      expect(after.statuses.length).toBeGreaterThan(0);
      expect(after.statuses.filter((status) => status !== 200)).toEqual([]);
    }, 60_000);

    it('lives through `pg_ctl stop -m fast` and a later start: 503 while it is down, 200 once it is back', async () => {
      for (let round = 0; round < 3; round++) {
        const load = underLoad(started.url, token);
        await pause(300);
        await postgres.stop();
        await pause(500);
        const whileDown = load.statuses.length;
        await pause(300);
        expect(load.statuses.slice(whileDown).filter((status) => status !== 503)).toEqual([]);
        await postgres.start();
        await waitForDatabase(started.url);
        await pause(200);
        await load.stop();
        expect(exitCode, stderr.slice(-2000)).toBeUndefined();
        expect(load.statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
        expect(load.statuses).toContain(503);
        const after = underLoad(started.url, token);
        await pause(300);
        await after.stop();
        expect(after.statuses.filter((status) => status !== 200)).toEqual([]);
      }
    }, 120_000);
  },
);
