import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { type ChangeCounter, installChangeCounter } from './support/change-counter';

/** The fuzz test skips reading the database while this counter stands still: it must move on every change. */
describe.each(testDialects())('the test change counter (%s)', (dialect) => {
  let server: TestServer;
  let counter: ChangeCounter;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    const tables = (await server.server.ctx.db.introspection.getTables()).map((table) => table.name);
    counter = await installChangeCounter(server.server.ctx.db, dialect, tables, new Set(['last_used_at']));
  });
  afterAll(() => server.close());

  it('moves on an insert, an update and a delete, and not on a change of an ignored column alone', async () => {
    const db = server.server.ctx.db;
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'member@example.com')
      .executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    const token = {
      id: 'counter-test',
      user_id: user.id,
      kind: 'api' as const,
      name: 'n',
      token_hash: 'h',
      scopes: '',
      created_at: at,
      expires_at: at,
      last_used_at: null,
      revoked_at: null,
    };
    let last = await counter.read();
    const moved = async () => {
      const now = await counter.read();
      const changed = now !== last;
      last = now;
      return changed;
    };
    await db.insertInto('auth_tokens').values(token).execute();
    expect(await moved()).toBe(true);
    await db.updateTable('auth_tokens').set({ last_used_at: at }).where('id', '=', token.id).execute();
    expect(await moved()).toBe(false);
    await db.updateTable('auth_tokens').set({ name: 'renamed' }).where('id', '=', token.id).execute();
    expect(await moved()).toBe(true);
    await db.deleteFrom('auth_tokens').where('id', '=', token.id).execute();
    expect(await moved()).toBe(true);
  });

  it("watches every table but SQLite's full-text indexes, and skips only those that mirror a watched table", async () => {
    if (dialect === 'postgres') {
      expect([...counter.unwatched, ...counter.derived]).toEqual([]);
      return;
    }
    const virtual = await sql<{ name: string; sql: string }>`SELECT name, sql FROM sqlite_master
      WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'`.execute(server.server.ctx.db);
    const external = virtual.rows
      .filter((table) => table.sql.includes("content='"))
      .map((table) => table.name);
    const stored = virtual.rows.map((table) => table.name).filter((name) => !external.includes(name));
    expect(external).toContain('news_articles_fts');
    expect([...counter.unwatched].sort()).toEqual(stored.sort());
    expect(counter.derived).toEqual(expect.arrayContaining(external));
    expect(counter.derived).toContain('news_articles_fts_data');
  });
});
