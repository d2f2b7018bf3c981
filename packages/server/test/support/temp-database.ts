import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase } from '../../src/db/database';
import { createFreshPostgresDatabase } from '../../src/testing/start-test-server';

/** An empty database of one dialect, with the cleanup that closes and removes it. */
export async function openTempDatabase(
  dialect: 'sqlite' | 'postgres',
): Promise<{ db: Kysely<unknown>; cleanup(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ailab-db-'));
  const pg = dialect === 'postgres' ? await createFreshPostgresDatabase() : undefined;
  const handle = openDatabase({ databaseUrl: pg?.url, dataDir });
  return {
    db: handle.db as unknown as Kysely<unknown>,
    async cleanup() {
      await handle.db.destroy();
      await pg?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
