import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshPostgresDatabase, testDialects } from '../src/testing/start-test-server';
import { type ReverseProxy, startReverseProxy } from './support/reverse-proxy';
import { type Started, startProcess } from './support/server-process';

const TOTAL = 160;
const KILL_AFTER = 40;

async function post(url: string, path: string, body: unknown, token?: string) {
  const answer = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

describe.runIf(testDialects().includes('postgres'))(
  'an instance killed mid-request (two processes, one PostgreSQL)',
  () => {
    let database: { url: string; drop(): Promise<void> };
    let folders: string[];
    let first: Started;
    let second: Started;
    let proxy: ReverseProxy;
    beforeAll(async () => {
      database = await createFreshPostgresDatabase();
      folders = [
        await mkdtemp(join(tmpdir(), 'ailab-crash-a-')),
        await mkdtemp(join(tmpdir(), 'ailab-crash-b-')),
      ];
      const env = { DATABASE_URL: database.url, SCHEDULED_JOBS: '0' };
      first = await startProcess(folders[0] ?? '', env);
      second = await startProcess(folders[1] ?? '', { ...env, SEED_DEMO: '0' });
      proxy = await startReverseProxy([first.url, second.url]);
    }, 60_000);
    afterAll(async () => {
      await proxy.close();
      first.child.kill('SIGKILL');
      second.child.kill('SIGKILL');
      await database.drop();
      for (const folder of folders) await rm(folder, { recursive: true, force: true });
    });

    it('keeps every write it acknowledged when one instance is killed with requests in flight', async () => {
      const signIn = await post(proxy.url, '/v2/api/user/login', {
        email: 'research@example.com',
        password: 'demo-password-1',
      });
      expect(signIn.status).toBe(200);
      const token = signIn.body.token as string;
      const acknowledged: string[] = [];
      let failed = 0;
      let sent = 0;
      let killed = false;
      const worker = async () => {
        while (sent < TOTAL) {
          const name = `crash-${sent}`;
          sent += 1;
          try {
            const answer = await post(proxy.url, '/v2/api/user/token', { action: 'create', name }, token);
            if (answer.status === 200) acknowledged.push(name);
            else failed += 1;
          } catch {
            failed += 1;
          }
          if (!killed && acknowledged.length >= KILL_AFTER) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        }
      };
      await Promise.all(Array.from({ length: 8 }, worker));
      expect(killed).toBe(true);
      // The requests that reached the killed instance failed; the rest were answered by the other.
      expect(failed).toBeGreaterThan(0);
      expect(acknowledged.length).toBeGreaterThan(KILL_AFTER);

      const listed = await post(second.url, '/v2/api/user/token', { action: 'list' }, token);
      expect(listed.status).toBe(200);
      const stored = new Set((listed.body.tokens as { name: string }[]).map((item) => item.name));
      // Every acknowledged write is there; a write may be there without its answer (the process died after commit).
      expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
    }, 120_000);
  },
);
