import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createFreshPostgresDatabase } from '../testing/start-test-server';
import { openDatabase } from './database';

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
