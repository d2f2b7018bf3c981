import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isEmptySearch, parseSearchQuery, type SearchQuery } from '@ailab/core/search/parse-search-query';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshPostgresDatabase, testDialects } from '../testing/start-test-server';
import { openDatabase } from './database';
import {
  FTS5_TOKENIZER,
  ftsMatchText,
  postgresHeadline,
  postgresMatches,
  postgresRank,
  snippetPieces,
  sqliteMatches,
  sqliteRank,
  sqliteSnippet,
  TEXT_SEARCH_CONFIG,
  tsQueryText,
} from './full-text';
import type { Database } from './schema';

function query(text: string): SearchQuery {
  const parsed = parseSearchQuery(text);
  if (!parsed.ok) throw new Error(parsed.issue);
  return parsed.query;
}

describe('full-text query text', () => {
  it('quotes every term for FTS5 and removes exclusions with NOT', () => {
    expect(ftsMatchText(query('agents "tool use" -crypto plan*'))).toBe(
      '(("agents" AND "tool use" AND "plan"*)) NOT "crypto"',
    );
    expect(ftsMatchText(query('NEAR( OR OR'))).toBe('("near" AND "or")');
    expect(ftsMatchText({ terms: [] })).toBe('');
  });

  it('builds a to_tsquery text of quoted lexemes', () => {
    expect(tsQueryText(query('agents "tool use" -crypto plan*'))).toBe(
      "'agents' & ('tool' <-> 'use') & !'crypto' & 'plan':*",
    );
  });

  it('splits marked snippets into plain and matched pieces', () => {
    expect(snippetPieces('…the \uE000agent\uE001 plans \uE000tools\uE001')).toEqual([
      { text: '…the ', match: false },
      { text: 'agent', match: true },
      { text: ' plans ', match: false },
      { text: 'tools', match: true },
    ]);
    expect(snippetPieces('no marks')).toEqual([{ text: 'no marks', match: false }]);
    expect(snippetPieces('')).toEqual([]);
  });
});

// A fixed corpus searched on both databases with the same expectations.
const DOCS = [
  {
    id: 'a1',
    title: 'Agents learn tool use',
    body: 'A new agent framework plans tool calls and checks each result.',
  },
  {
    id: 'a2',
    title: 'Open source agent toolkit',
    body: 'The open source release ships planners, memory and tool use examples.',
  },
  {
    id: 'a3',
    title: 'Crypto agents again',
    body: 'Another crypto project claims its agents trade on their own.',
  },
  {
    id: 'a4',
    title: 'Benchmarks for planning',
    body: 'Planning benchmarks compare long context models on multi step tasks.',
  },
  { id: 'a5', title: 'Quiet week', body: 'Nothing about the topic; a note on gardening and weather.' },
];

interface SearchHit {
  id: string;
  snippet: string;
}

type Search = (text: string) => Promise<SearchHit[]>;

// A search without terms lists everything, as a feature's list endpoint does.
async function everything(db: Kysely<Database>): Promise<SearchHit[]> {
  return (await sql<SearchHit>`select id, '' as snippet from docs order by id`.execute(db)).rows;
}

async function sqliteFixture(): Promise<{ search: Search; close(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'ailab-fts-'));
  const { db } = openDatabase({ databaseUrl: undefined, dataDir: dir });
  const raw = db as unknown as Kysely<Record<string, { id: string; title: string; body: string }>>;
  await sql`create table docs (id text primary key, title text not null, body text not null)`.execute(db);
  await sql`create virtual table docs_fts using fts5(title, body, content='docs', content_rowid='rowid', tokenize=${sql.lit(FTS5_TOKENIZER)})`.execute(
    db,
  );
  for (const doc of DOCS) await raw.insertInto('docs').values(doc).execute();
  await sql`insert into docs_fts(docs_fts) values ('rebuild')`.execute(db);
  return {
    async search(text) {
      const q = query(text);
      if (isEmptySearch(q)) return everything(db);
      const result = await sql<SearchHit>`select docs.id as id, ${sqliteSnippet('docs_fts', 1, 8)} as snippet
        from docs_fts join docs on docs.rowid = docs_fts.rowid
        where ${sqliteMatches('docs_fts', q)}
        order by ${sqliteRank('docs_fts', [10, 1])}, docs.id`.execute(db);
      return result.rows;
    },
    async close() {
      await db.destroy();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function postgresFixture(): Promise<{ search: Search; close(): Promise<void> }> {
  const fresh = await createFreshPostgresDatabase();
  const { db } = openDatabase({ databaseUrl: fresh.url, dataDir: '' });
  const raw = db as unknown as Kysely<Record<string, { id: string; title: string; body: string }>>;
  const config = sql.lit(TEXT_SEARCH_CONFIG);
  await sql`create table docs (id text primary key, title text not null, body text not null,
    search tsvector generated always as (setweight(to_tsvector(${config}, title), 'A') || setweight(to_tsvector(${config}, body), 'C')) stored)`.execute(
    db,
  );
  for (const doc of DOCS) await raw.insertInto('docs').values(doc).execute();
  return {
    async search(text) {
      const q = query(text);
      if (isEmptySearch(q)) return everything(db);
      const result = await sql<SearchHit>`select id, ${postgresHeadline(sql`body`, q, 8)} as snippet from docs
        where ${postgresMatches('search', q)}
        order by ${postgresRank('search', q)}, id`.execute(db);
      return result.rows;
    },
    async close() {
      await db.destroy();
      await fresh.drop();
    },
  };
}

describe.each(testDialects())('full-text search on %s', (dialect) => {
  let fixture: { search: Search; close(): Promise<void> };
  beforeAll(async () => {
    fixture = dialect === 'sqlite' ? await sqliteFixture() : await postgresFixture();
  });
  afterAll(async () => fixture?.close());

  const ids = async (text: string) => (await fixture.search(text)).map((hit) => hit.id);

  it('ranks title matches first', async () => {
    expect(await ids('agents')).toEqual(['a3', 'a1']);
    expect(await ids('tool use')).toEqual(['a1', 'a2']);
  });

  it('matches phrases in order, prefixes and exclusions', async () => {
    expect(await ids('"open source"')).toEqual(['a2']);
    expect(await ids('"source open"')).toEqual([]);
    expect(await ids('plan*')).toEqual(['a4', 'a1', 'a2']);
    expect(await ids('agents -crypto')).toEqual(['a1']);
  });

  it('answers odd input without an error', async () => {
    for (const text of ['NEAR(', 'OR OR', '"', "'; drop table docs; --", 'AND NOT', 'title:agents'])
      await expect(fixture.search(text)).resolves.toBeInstanceOf(Array);
    expect(await ids('NEAR(')).toEqual([]);
    expect(await ids('"')).toEqual(['a1', 'a2', 'a3', 'a4', 'a5']);
  });

  it('highlights the matched words in snippets', async () => {
    const [hit] = await fixture.search('checks');
    const pieces = snippetPieces(hit?.snippet ?? '');
    expect(pieces.filter((piece) => piece.match).map((piece) => piece.text.toLowerCase())).toEqual([
      'checks',
    ]);
    expect(pieces.map((piece) => piece.text).join('')).toContain('result');
  });
});
