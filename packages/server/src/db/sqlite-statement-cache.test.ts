import type SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSqliteDriver } from './sqlite-driver';
import { withStatementCache } from './sqlite-statement-cache';

interface Tables {
  note: { id: number; body: string };
}

describe('withStatementCache', () => {
  const opened: SqliteDatabase.Database[] = [];
  const open = () => {
    const database = new (loadSqliteDriver())(':memory:');
    opened.push(database);
    return database;
  };
  afterEach(() => {
    for (const database of opened.splice(0)) if (database.open) database.close();
  });

  it('prepares each SQL text once and reuses the statement', () => {
    const database = open();
    const prepare = vi.spyOn(database, 'prepare');
    const cached = withStatementCache(database);
    const first = cached.prepare('select 1 as one');
    const second = cached.prepare('select 1 as one');
    expect(second).toBe(first);
    expect(prepare).toHaveBeenCalledTimes(1);
    cached.prepare('select 2 as two');
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxEntries statements, dropping the least recently used', () => {
    const database = open();
    const prepare = vi.spyOn(database, 'prepare');
    const cached = withStatementCache(database, 2);
    cached.prepare('select 1');
    cached.prepare('select 2');
    cached.prepare('select 1'); // now "select 2" is the least recently used
    cached.prepare('select 3');
    expect(cached.cachedStatements()).toBe(2);
    cached.prepare('select 1');
    expect(prepare).toHaveBeenCalledTimes(3);
    cached.prepare('select 2');
    expect(prepare).toHaveBeenCalledTimes(4);
  });

  it('drives Kysely: writes, reads, transactions and a schema change between runs', async () => {
    const database = open();
    const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
    await sql`create table note (id integer primary key, body text not null)`.execute(db);
    await db.insertInto('note').values({ id: 1, body: 'one' }).execute();
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('note').values({ id: 2, body: 'two' }).execute();
    });
    const read = () => db.selectFrom('note').selectAll().orderBy('id').execute();
    expect(await read()).toEqual([
      { id: 1, body: 'one' },
      { id: 2, body: 'two' },
    ]);
    await sql`alter table note add column tag text`.execute(db);
    expect(await read()).toEqual([
      { id: 1, body: 'one', tag: null },
      { id: 2, body: 'two', tag: null },
    ]);
    await db.destroy();
    expect(database.open).toBe(false);
  });
});
