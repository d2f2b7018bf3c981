import { type Kysely, type Migration, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate';
import { MIGRATIONS } from '../src/feature-registry';
import { testDialects } from '../src/testing/start-test-server';
import { openTempDatabase } from './support/temp-database';

const broken: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createTable('half_applied').addColumn('id', 'integer').execute();
    await sql`this is not sql`.execute(db);
  },
};

async function tableNames(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables
    .map((table) => table.name)
    .filter((name) => dialect === 'sqlite' || !name.startsWith('pg_'))
    .sort();
}

describe.each(testDialects())('migrations (%s)', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  async function open() {
    const { db, cleanup } = await openTempDatabase(dialect);
    cleanups.push(cleanup);
    return db;
  }

  it('applies every migration once, and again is a no-op', async () => {
    const db = await open();
    expect(await migrateToLatest(db, MIGRATIONS)).toEqual(Object.keys(MIGRATIONS));
    expect(await migrateToLatest(db, MIGRATIONS)).toEqual([]);
    expect(await tableNames(db, dialect)).toEqual(
      expect.arrayContaining(['auth_tokens', 'one_time_codes', 'schema_migrations', 'throttle', 'users']),
    );
  });

  it('leaves no half-applied schema when a migration fails', async () => {
    const db = await open();
    await migrateToLatest(db, MIGRATIONS);
    const before = await tableNames(db, dialect);
    await expect(migrateToLatest(db, { ...MIGRATIONS, '2099-01-01-broken': broken })).rejects.toThrow(
      /2099-01-01-broken failed/,
    );
    expect(await tableNames(db, dialect)).toEqual(before);
    expect(await migrateToLatest(db, MIGRATIONS)).toEqual([]);
  });
});
