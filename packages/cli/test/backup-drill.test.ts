import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '@ailab/server/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, type CliTestServer, startCliTestServer } from './support/cli-test-server';
import { type AilabSandbox, createSandbox } from './support/run-ailab';

let cli: CliTestServer;
let server: TestServer;
let admin: AilabSandbox;
let work: string;

async function post(url: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Writes rows as fast as the server takes them until stopped: the load a backup must not tear. */
function startWriteLoad(target: TestServer): { stop(): Promise<number> } {
  let running = true;
  let written = 0;
  const loop = (async () => {
    while (running) {
      const at = new Date().toISOString();
      const id = randomUUID();
      await target.server.ctx.db
        .insertInto('jobs')
        .values({
          id,
          kind: 'drill.write',
          payload: '{}',
          idempotency_key: id,
          state: 'cancelled',
          attempts: 0,
          max_attempts: 1,
          run_at: at,
          locked_by: null,
          locked_until: null,
          last_error: null,
          created_at: at,
          updated_at: at,
          finished_at: at,
        })
        .execute();
      written += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return written;
    },
  };
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ailab-backup-drill-'));
  cli = await startCliTestServer();
  server = cli.server;
  await mkdir(join(server.dataDir, 'media', 'headshots'), { recursive: true });
  await writeFile(join(server.dataDir, 'media', 'headshots', 'drill.webp'), Buffer.from('RIFF-drill-bytes'));
  admin = await cli.admin();
});
afterAll(async () => {
  await cli.close();
  await rm(work, { recursive: true, force: true });
});

describe('ailab admin backup and restore: the drill (real process, real server under write load)', () => {
  it('backs up while the server writes, restores into a new folder, and a server starts on it with the same data', async () => {
    const archive = join(work, 'drill.tar.gz');
    const load = startWriteLoad(server);
    const backup = await admin.run(['admin', 'backup', archive, '--json']);
    const written = await load.stop();
    expect(backup.code, backup.stderr).toBe(0);
    expect((JSON.parse(backup.stdout) as { bytes: number }).bytes).toBeGreaterThan(1000);
    expect(written).toBeGreaterThan(0);

    const folder = join(work, 'restored');
    const restore = await admin.run(['admin', 'restore', archive, '--data-dir', folder, '--json']);
    expect(restore.code, restore.stderr).toBe(0);
    const summary = JSON.parse(restore.stdout) as { rows: number; media_files: number };
    // Our file and the demo data's own media (the startups' generated charts), every one of them.
    const onDisk = (
      await readdir(join(server.dataDir, 'media'), { recursive: true, withFileTypes: true })
    ).filter((entry) => entry.isFile());
    expect(summary.media_files).toBe(onDisk.length);
    expect(summary.media_files).toBeGreaterThanOrEqual(1);
    const manifest = JSON.parse(await readFile(join(folder, 'restored-from-backup.json'), 'utf8')) as {
      row_counts: Record<string, number>;
    };
    expect(await readFile(join(folder, 'media', 'headshots', 'drill.webp'), 'utf8')).toBe('RIFF-drill-bytes');

    const restored = await startTestServer({ dataDir: folder, seedDemo: false });
    try {
      const db = restored.server.ctx.db;
      const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
      expect(check.rows[0]?.integrity_check).toBe('ok');
      // The copy is one moment of the database: its counts are the manifest's, table by table.
      for (const table of ['users', 'jobs', 'audit_log']) {
        const counted = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db);
        expect(Number(counted.rows[0]?.n), table).toBe(manifest.row_counts[table]);
      }
      // The administrator's changed password came with it: this is the backed-up database.
      const signIn = await post(restored.url, '/v2/api/user/login', {
        email: server.adminEmail,
        password: ADMIN_PASSWORD,
      });
      expect(signIn.status).toBe(200);
      // Rows written after the copy's moment are not in it, and none is torn.
      const live = await server.server.ctx.db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(live.n)).toBeGreaterThanOrEqual(manifest.row_counts.jobs ?? 0);
    } finally {
      await restored.close();
    }
    // Taking the backup is audited on the server it was taken from.
    const entries = await server.server.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'platform.backup')
      .execute();
    expect(entries).toHaveLength(1);
  });

  it('never restores over a folder that holds anything, nor a damaged or foreign archive', async () => {
    const archive = join(work, 'second.tar.gz');
    expect((await admin.run(['admin', 'backup', archive])).code).toBe(0);
    const occupied = join(work, 'occupied');
    await mkdir(occupied);
    await writeFile(join(occupied, 'ailab.sqlite'), 'precious');
    const over = await admin.run(['admin', 'restore', archive, '--data-dir', occupied]);
    expect(over.code).toBe(2);
    expect(over.stderr).toContain('is not empty');
    expect(await readFile(join(occupied, 'ailab.sqlite'), 'utf8')).toBe('precious');

    const foreign = join(work, 'foreign.tar.gz');
    await writeFile(foreign, 'not an archive at all');
    const notBackup = await admin.run(['admin', 'restore', foreign, '--data-dir', join(work, 'r1')]);
    expect(notBackup.code).toBe(1);
    expect(notBackup.stderr).toContain('is not an AI Lab backup archive');

    const bytes = await readFile(archive);
    const damaged = join(work, 'damaged.tar.gz');
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = (bytes[middle] ?? 0) ^ 0xff;
    await writeFile(damaged, bytes);
    const broken = await admin.run(['admin', 'restore', damaged, '--data-dir', join(work, 'r2')]);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/is damaged|is not an AI Lab backup archive/);
    await expect(readFile(join(work, 'r2', 'ailab.sqlite'))).rejects.toThrow();
  });

  it('refuses the backup to anyone but an administrator', async () => {
    const anonymous = createSandbox(server.url);
    try {
      const refused = await anonymous.run(['admin', 'backup', join(work, 'nope.tar.gz')]);
      expect(refused.code).toBe(4);
    } finally {
      anonymous.dispose();
    }
  });
});
