import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase } from '../../src/db/database';
import { createFreshPostgresDatabase } from '../../src/testing/start-test-server';

/** An empty database (no migrations) of one dialect for helper tests, with a close that removes it. */
export async function openScratchDatabase<DB>(
  dialect: 'sqlite' | 'postgres',
): Promise<{ db: Kysely<DB>; close(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ailab-scratch-'));
  const pg = dialect === 'postgres' ? await createFreshPostgresDatabase() : undefined;
  const db = openDatabase({ databaseUrl: pg?.url, dataDir }).db as unknown as Kysely<DB>;
  return {
    db,
    async close() {
      await db.destroy();
      await pg?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
