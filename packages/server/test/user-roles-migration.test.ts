import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate';
import { MIGRATIONS } from '../src/feature-registry';
import { testDialects } from '../src/testing/start-test-server';
import { openTempDatabase } from './support/temp-database';

const FIRST = '2026-11-22-0001-accounts';

function legacyUser(id: string, roles: string) {
  const now = '2026-11-01T00:00:00.000Z';
  return {
    id,
    email: `${id}@example.com`,
    password_hash: null,
    first_name: 'Ann',
    last_name: 'Lee',
    user_name: id,
    photo_path: null,
    role_label: 'member',
    functions: '[]',
    roles,
    area_code: '',
    group_id: null,
    language: 'en-US',
    email_verified: 1,
    must_change_password: 0,
    preferences: '{}',
    last_login_at: null,
    created_at: now,
    updated_at: now,
  };
}

describe.each(testDialects())('roles move to user_roles (%s)', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('copies every JSON role list into rows and drops the column', async () => {
    const { db: handle, cleanup } = await openTempDatabase(dialect);
    cleanups.push(cleanup);
    // biome-ignore lint/suspicious/noExplicitAny: the legacy schema is not the current one
    const db = handle as Kysely<any>;
    await migrateToLatest(db, { [FIRST]: MIGRATIONS[FIRST] ?? { up: async () => {} } });
    await db
      .insertInto('users')
      .values([legacyUser('u1', '[99,1,1]'), legacyUser('u2', '[]'), legacyUser('u3', 'not json')])
      .execute();

    await migrateToLatest(db, MIGRATIONS);

    const rows = await db.selectFrom('user_roles').select(['user_id', 'role']).orderBy('role').execute();
    expect(rows.map((row) => [row.user_id, Number(row.role)])).toEqual([
      ['u1', 1],
      ['u1', 99],
    ]);
    const columns = (await db.introspection.getTables()).find((table) => table.name === 'users')?.columns;
    expect(columns?.map((column) => column.name)).not.toContain('roles');
  });
});
