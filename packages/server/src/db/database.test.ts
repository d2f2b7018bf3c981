import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createFreshPostgresDatabase } from '../testing/start-test-server';
import { openDatabase, sqliteFilePath } from './database';
import { loadSqliteDriver } from './sqlite-driver';

describe.skipIf(!process.env.TEST_DATABASE_URL)('the PostgreSQL pool', () => {
  it('survives an idle connection being terminated, reports it, and answers the next query', async () => {
    const fresh = await createFreshPostgresDatabase();
    const lost: Error[] = [];
    const { db } = openDatabase({
      databaseUrl: fresh.url,
      dataDir: '',
      onConnectionLost: (e) => lost.push(e),
    });
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
      const pid = rows[0]?.pid;
      // From another session, as an administrator or a restarting server would.
      const other = openDatabase({ databaseUrl: fresh.url, dataDir: '' });
      await sql`select pg_terminate_backend(${pid})`.execute(other.db);
      await other.db.destroy();
      await expect.poll(() => lost.length).toBe(1);
      const again = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(again.rows[0]?.one).toBe(1);
    } finally {
      await db.destroy();
      await fresh.drop();
    }
  });
});

describe('the SQLite database', () => {
  it('takes the write lock when a transaction begins: another process waits, our transaction never fails mid-way', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ailab-sqlite-lock-'));
    const { db } = openDatabase({ databaseUrl: undefined, dataDir });
    try {
      await sql`create table things (name text)`.execute(db);
      await sql`insert into things (name) values ('first')`.execute(db);
      // Another process on the same file (an operator's tool, a second server), without patience.
      const SqliteDatabase = loadSqliteDriver();
      const other = new SqliteDatabase(sqliteFilePath(dataDir), { timeout: 0 });
      let outside: string | undefined;
      await db.transaction().execute(async (trx) => {
        await sql`select count(*) from things`.execute(trx);
        try {
          other.prepare("insert into things (name) values ('outside')").run();
        } catch (error) {
          outside = (error as { code?: string }).code;
        }
        // With a deferred BEGIN the outside write went first and this failed with SQLITE_BUSY_SNAPSHOT.
        await sql`insert into things (name) values ('inside')`.execute(trx);
      });
      expect(outside).toBe('SQLITE_BUSY');
      const names = other.prepare('select name from things order by rowid').all() as { name: string }[];
      expect(names.map((row) => row.name)).toEqual(['first', 'inside']);
      other.close();
    } finally {
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
