import { randomUUID } from 'node:crypto';
import { ERROR_STATUS } from '@ailab/core/errors/error-codes';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeCursor,
  encodeCursor,
  type KeysetSortColumns,
  keysetPage,
  keysetSort,
} from '../src/db/keyset-page';
import { createPrefixIndex } from '../src/db/migrations/support/create-prefix-index';
import { dialectOf, escapeLike, prefixMatch } from '../src/db/prefix-match';
import { AppError } from '../src/http/app-error';
import { testDialects } from '../src/testing/start-test-server';
import { openScratchDatabase } from './support/scratch-database';

interface ProbeTable {
  id: string;
  name: string;
  score: number;
  nick: string | null;
  created_at: string;
}
interface ProbeDb {
  keyset_probe: ProbeTable;
}

type ProbeKey = 'name' | 'score' | 'nick' | 'createdAt' | 'nameScore';
const COLUMNS: KeysetSortColumns<ProbeKey> = {
  name: 'keyset_probe.name',
  score: 'keyset_probe.score',
  nick: { expression: 'keyset_probe.nick', nullable: true },
  createdAt: 'keyset_probe.created_at',
  nameScore: [{ expression: sql`lower(keyset_probe.name)` }, { expression: 'keyset_probe.score' }],
};
const SORTS = ['name', 'score', 'nick', 'createdAt', 'nameScore'].flatMap((key) => [key, `-${key}`]) as (
  | ProbeKey
  | `-${ProbeKey}`
)[];
const NAMES = ['ana', 'bruno', 'carla', 'diego', 'elena', 'farid', 'gita'];
const ROWS = 250;

function probeRows(): ProbeTable[] {
  return Array.from({ length: ROWS }, (_, i) => ({
    id: randomUUID(),
    // Few distinct values so every sort has long runs of ties broken only by the id.
    name: NAMES[i % NAMES.length] ?? 'ana',
    score: (i * 7) % 10,
    nick: i % 3 === 0 ? null : `n${(i * 11) % 13}`,
    created_at: new Date(Date.UTC(2026, 0, 1 + (i % 20), 8, 30)).toISOString(),
  }));
}

describe.each(testDialects())('keysetPage (%s)', (dialect) => {
  let db: Kysely<ProbeDb>;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const scratch = await openScratchDatabase<ProbeDb>(dialect);
    db = scratch.db;
    cleanup = scratch.close;
    await db.schema
      .createTable('keyset_probe')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('name', 'varchar(80)', (col) => col.notNull())
      .addColumn('score', 'integer', (col) => col.notNull())
      .addColumn('nick', 'varchar(80)')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.insertInto('keyset_probe').values(probeRows()).execute();
  });
  afterAll(async () => cleanup());

  async function walk(sort: (typeof SORTS)[number], limit: number, minScore?: number) {
    const order = keysetSort('probe', sort, 'name', COLUMNS, 'keyset_probe.id');
    const base = () => {
      const query = db.selectFrom('keyset_probe').select(['id', 'name', 'score', 'nick']);
      return minScore === undefined ? query : query.where('score', '>=', minScore);
    };
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    let total = -1;
    do {
      const page = await keysetPage(db, base(), { sort: order, cursor, limit });
      expect(page.items.length).toBeLessThanOrEqual(limit);
      if (page.next_cursor) expect(page.items.length).toBe(limit);
      for (const item of page.items)
        expect(Object.keys(item).sort()).toEqual(['id', 'name', 'nick', 'score']);
      seen.push(...page.items.map((item) => item.id));
      total = page.total;
      cursor = page.next_cursor ?? undefined;
      pages += 1;
    } while (cursor && pages < 1000);
    // The whole ordered result in one query, as the database orders it: the walk must reproduce it exactly.
    const everything = await keysetPage(db, base(), { sort: order, cursor: undefined, limit: 10_000 });
    return { seen, expected: everything.items.map((item) => item.id), total, pages };
  }

  it.each(SORTS)('walks all %s pages of 250 rows without skipping or repeating a row', async (sort) => {
    const { seen, expected, total, pages } = await walk(sort, 7);
    expect(total).toBe(ROWS);
    expect(new Set(seen).size).toBe(ROWS);
    expect(seen).toEqual(expected);
    expect(pages).toBe(Math.ceil(ROWS / 7));
  });

  it('orders ties by id, in the sort direction, and puts NULLs last both ways', async () => {
    const asc = await walk('nick', 100);
    const desc = await walk('-nick', 100);
    const rows = await db.selectFrom('keyset_probe').selectAll().execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const nullsAsc = asc.seen.map((id) => byId.get(id)?.nick === null);
    const nullsDesc = desc.seen.map((id) => byId.get(id)?.nick === null);
    const firstNull = nullsAsc.indexOf(true);
    expect(nullsAsc.slice(firstNull).every(Boolean)).toBe(true);
    expect(nullsDesc.slice(nullsDesc.indexOf(true)).every(Boolean)).toBe(true);
    const score = await walk('score', 250);
    const scores = score.seen.map((id) => byId.get(id)?.score ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    const tiedIds = score.seen.filter((id) => byId.get(id)?.score === 0);
    expect(tiedIds).toEqual([...tiedIds].sort());
  });

  it('counts and walks a filtered query', async () => {
    const expectedTotal = probeRows().filter((row) => row.score >= 6).length;
    const { seen, total } = await walk('-createdAt', 9, 6);
    expect(total).toBe(expectedTotal);
    expect(new Set(seen).size).toBe(expectedTotal);
  });

  it('answers an empty list with no cursor', async () => {
    const order = keysetSort('probe', undefined, 'name', COLUMNS, 'keyset_probe.id');
    const query = db.selectFrom('keyset_probe').select('id').where('score', '>', 100);
    expect(await keysetPage(db, query, { sort: order, cursor: undefined, limit: 20 })).toEqual({
      items: [],
      next_cursor: null,
      total: 0,
    });
  });

  it('refuses a malformed, tampered or foreign cursor with INVALID_CURSOR (400)', async () => {
    const order = keysetSort('probe', 'score', 'name', COLUMNS, 'keyset_probe.id');
    const first = await keysetPage(db, db.selectFrom('keyset_probe').select('id'), {
      sort: order,
      cursor: undefined,
      limit: 5,
    });
    const good = first.next_cursor ?? '';
    expect(decodeCursor(good, order)).toHaveLength(2);
    const otherSort = keysetSort('probe', '-score', 'name', COLUMNS, 'keyset_probe.id');
    const otherList = keysetSort('people', 'score', 'name', COLUMNS, 'keyset_probe.id');
    const bad = [
      'not base64!',
      Buffer.from('not json').toString('base64url'),
      Buffer.from('[1,2]').toString('base64url'),
      encodeCursor(order.name, [1]),
      encodeCursor(order.name, [{ x: 1 } as unknown as string, 'id']),
      encodeCursor(order.name, [1, null]),
      encodeCursor(order.name, [null, 'id']),
    ];
    for (const cursor of bad) {
      await expect(
        keysetPage(db, db.selectFrom('keyset_probe').select('id'), { sort: order, cursor, limit: 5 }),
      ).rejects.toMatchObject({ code: 'INVALID_CURSOR' });
    }
    for (const sort of [otherSort, otherList]) {
      expect(() => decodeCursor(good, sort)).toThrow(AppError);
    }
    expect(ERROR_STATUS.INVALID_CURSOR).toBe(400);
  });
});

describe.each(testDialects())('prefixMatch (%s)', (dialect) => {
  let db: Kysely<{ people: { id: string; email: string } }>;
  let cleanup: () => Promise<void>;
  const emails = [
    'Ana%x@lab.mx',
    'ana_b@lab.mx',
    'ANAbel@lab.mx',
    'anabel@lab.jp',
    'bruno@lab.mx',
    'xana@lab.mx',
    'anaXb@lab.mx',
  ];

  beforeAll(async () => {
    const scratch = await openScratchDatabase<{ people: { id: string; email: string } }>(dialect);
    db = scratch.db;
    cleanup = scratch.close;
    await db.schema
      .createTable('people')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('email', 'varchar(254)', (col) => col.notNull())
      .execute();
    expect(dialectOf(db)).toBe(dialect);
    await createPrefixIndex(db, dialect, 'people_email_prefix_idx', 'people', 'email');
    await db
      .insertInto('people')
      .values(emails.map((email) => ({ id: randomUUID(), email })))
      .execute();
  });
  afterAll(async () => cleanup());

  async function match(prefix: string): Promise<string[]> {
    const rows = await db
      .selectFrom('people')
      .select('email')
      .where(prefixMatch(dialect, 'email', prefix))
      .execute();
    return rows.map((row) => row.email).sort();
  }

  it('matches case-insensitively at the start only', async () => {
    expect(await match('ana')).toEqual(
      ['ANAbel@lab.mx', 'Ana%x@lab.mx', 'ana_b@lab.mx', 'anaXb@lab.mx', 'anabel@lab.jp'].sort(),
    );
    expect(await match('ANABEL@')).toEqual(['ANAbel@lab.mx', 'anabel@lab.jp']);
  });

  it('treats % and _ as themselves', async () => {
    expect(await match('ana%')).toEqual(['Ana%x@lab.mx']);
    expect(await match('ana_')).toEqual(['ana_b@lab.mx']);
    expect(await match('%')).toEqual([]);
    expect(await match("' or 1=1 --")).toEqual([]);
  });

  it('uses the lower(email) index', async () => {
    const compiled = db
      .selectFrom('people')
      .select('email')
      .where(prefixMatch(dialect, 'email', 'ana'))
      .compile();
    const prefix = dialect === 'sqlite' ? 'explain query plan ' : 'explain ';
    const plan = await db.transaction().execute(async (trx) => {
      // Seven rows would be scanned sequentially; ask the planner whether the index can serve the match.
      if (dialect === 'postgres') await sql`set local enable_seqscan = off`.execute(trx);
      return trx.executeQuery(CompiledQuery.raw(`${prefix}${compiled.sql}`, [...compiled.parameters]));
    });
    expect(JSON.stringify(plan.rows)).toContain('people_email_prefix_idx');
  });

  it('escapes the LIKE wildcards', () => {
    expect(escapeLike('a%b_c\\d')).toBe('a\\%b\\_c\\\\d');
  });
});
