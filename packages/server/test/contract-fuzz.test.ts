import { listEndpoints, type NamedEndpoint } from '@ailab/core/contract/index';
import { ErrorBodySchema } from '@ailab/core/errors/error-body';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { type ChangeCounter, installChangeCounter } from './support/change-counter';
import { signIn } from './support/http';
import { mutatedBody, schemaArbitrary } from './support/schema-arbitrary';

/**
 * Cases per run, shared by the databases under test (2,000 in CI: 1,000 on SQLite, 1,000 on PostgreSQL).
 * `FUZZ_RUNS=20000 FUZZ_SEED=… npx vitest run --project server test/contract-fuzz.test.ts` digs deeper or
 * replays a failure with the seed it printed.
 */
const RUNS = Math.ceil(Number(process.env.FUZZ_RUNS ?? 2000) / testDialects().length);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);

/** Tables and columns a refused request may change: failure counters and "last used" times. */
const MAY_CHANGE = new Set([
  'throttle',
  'schema_migrations',
  'schema_migrations_lock',
  'test_change_counter',
]);
const MAY_CHANGE_COLUMNS = new Set(['last_used_at', 'attempts', 'consumed_at']);

type Caller = 'anonymous' | 'member' | 'admin';

interface Case {
  /** The entry's dotted name (a counterexample prints short). */
  name: string;
  caller: Caller;
  body: { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; type: string };
}

function bodyArbitrary(entry: NamedEndpoint): fc.Arbitrary<Case['body']> {
  const schema = z.toJSONSchema(entry.endpoint.body, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  const valid = schemaArbitrary(schema);
  return fc.oneof(
    { weight: 5, arbitrary: valid.map((value) => ({ kind: 'json' as const, value })) },
    { weight: 3, arbitrary: mutatedBody(valid).map((value) => ({ kind: 'json' as const, value })) },
    {
      weight: 1,
      arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => ({ kind: 'json' as const, value })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.string({ unit: 'binary', maxLength: 200 }),
          fc.constantFrom(
            'application/json',
            'text/plain',
            'multipart/form-data; boundary=x',
            'application/xml',
          ),
        )
        .map(([text, type]) => ({ kind: 'raw' as const, text, type })),
    },
  );
}

describe.each(testDialects())('contract-driven fuzz (%s)', (dialect) => {
  let server: TestServer;
  const tokens: Partial<Record<Caller, string>> = {};
  /** The tables compared, split by whether a trigger tells when they change. */
  let tables: { watched: string[]; unwatched: string[] };
  let counter: ChangeCounter;
  /**
   * The watched tables as the last full comparison saw them, and the change counter then: while the
   * counter stands still, they are unchanged and need not be read again.
   */
  let current: { text: string; count: string } | undefined;
  const accounts: Record<Exclude<Caller, 'anonymous'>, string> = {
    member: 'member@example.com',
    admin: 'staff@example.com',
  };

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    const db = server.server.ctx.db;
    const all = (await db.introspection.getTables())
      .map((table) => table.name)
      .filter((name) => !MAY_CHANGE.has(name))
      .sort();
    counter = await installChangeCounter(db, dialect, all, MAY_CHANGE_COLUMNS);
    const unwatched = new Set([...counter.unwatched, ...counter.derived]);
    tables = { watched: all.filter((name) => !unwatched.has(name)), unwatched: counter.unwatched };
    console.info(
      `fuzz (${dialect}): ${tables.watched.length} tables watched by triggers, compared in full each case: ${tables.unwatched.join(', ')}`,
    );
  });
  afterAll(() => server.close());

  /** The rows of `list`, as text, minus what a refused request may legitimately change. */
  async function snapshot(list: string[]): Promise<string> {
    const db = server.server.ctx.db;
    const parts: string[] = [];
    for (const table of list) {
      const rows = (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(db)).rows;
      const kept = rows.map((row) =>
        JSON.stringify(Object.entries(row).filter(([column]) => !MAY_CHANGE_COLUMNS.has(column))),
      );
      parts.push(`${table}:${kept.sort().join('\n')}`);
    }
    return parts.join('\n\n');
  }

  /** The database's state once background work has finished: the counter and the unwatched tables. */
  async function settled(): Promise<{ count: string; unwatched: string }> {
    await server.server.ctx.tasks.idle();
    // Jobs an accepted case enqueued (an invitation's mail) run on the runner's own poll: finish them here, or
    // a poll during a later refused case claims one and the jobs table changes under it.
    await server.server.jobs.idle();
    return { count: await counter.read(), unwatched: await snapshot(tables.unwatched) };
  }

  async function tokenFor(caller: Caller): Promise<string | undefined> {
    if (caller === 'anonymous') return undefined;
    if (!tokens[caller]) {
      tokens[caller] = await signIn(server.url, accounts[caller]);
      // Signing in wrote a session: the state to compare against is taken afresh.
      current = undefined;
    }
    return tokens[caller];
  }

  async function send(
    entry: NamedEndpoint,
    fuzzCase: Case,
    token: string | undefined,
  ): Promise<{ status: number; text: string; type: string | null }> {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    let payload: string;
    if (fuzzCase.body.kind === 'json') {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(fuzzCase.body.value) ?? 'null';
    } else {
      headers['content-type'] = fuzzCase.body.type;
      payload = fuzzCase.body.text;
    }
    const response = await fetch(`${server.url}${entry.endpoint.path}`, {
      method: entry.endpoint.method,
      headers,
      body: payload,
    });
    return {
      status: response.status,
      text: await response.text(),
      type: response.headers.get('content-type'),
    };
  }

  it(`answers ${RUNS} generated requests over every implemented endpoint without a 5xx`, async () => {
    // Derived from the contract at run time: endpoints that later features implement are fuzzed too.
    const implemented = listEndpoints().filter(({ endpoint }) => endpoint.status === 'implemented');
    expect(implemented.length).toBeGreaterThan(10);
    const byName = new Map(implemented.map((entry) => [entry.name, entry]));
    // One body generator per endpoint, built once from its zod schema.
    const caseArbitrary = fc.oneof(
      ...implemented.map((entry) =>
        fc
          .tuple(bodyArbitrary(entry), fc.constantFrom<Caller>('anonymous', 'member', 'admin', 'admin'))
          .map(([body, caller]): Case => ({ name: entry.name, caller, body })),
      ),
    );
    const counts = { ok: 0, refused: 0 };

    await fc.assert(
      fc.asyncProperty(caseArbitrary, async (fuzzCase) => {
        const entry = byName.get(fuzzCase.name);
        if (!entry) throw new Error(`unknown entry ${fuzzCase.name}`);
        const token = await tokenFor(fuzzCase.caller);
        const before = await settled();
        const base =
          current?.count === before.count
            ? current
            : { text: await snapshot(tables.watched), count: before.count };
        current = base;
        const answer = await send(entry, fuzzCase, token);
        const after = await settled();
        const where = `${fuzzCase.name} as ${fuzzCase.caller}: ${answer.status} ${answer.text.slice(0, 300)}`;
        expect(answer.status, where).toBeLessThan(500);
        if (answer.status < 400) {
          counts.ok += 1;
          return;
        }
        counts.refused += 1;
        expect(answer.type, where).toContain('application/json');
        expect(ErrorBodySchema.safeParse(JSON.parse(answer.text)).success, where).toBe(true);
        expect(after.unwatched, `a refused request changed data: ${where}`).toBe(before.unwatched);
        // The counter moving is only a hint (an update may write the same values): compare in full.
        if (after.count !== base.count) {
          const text = await snapshot(tables.watched);
          expect(text, `a refused request changed data: ${where}`).toBe(base.text);
          current = { text, count: after.count };
        }
        // A revoked session (the fuzz may revoke its own token) is replaced before the next case.
        if (answer.text.includes('"UNAUTHENTICATED"') && fuzzCase.caller !== 'anonymous')
          delete tokens[fuzzCase.caller];
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    console.info(`fuzz (${dialect}) seed ${SEED}: ${counts.ok} accepted, ${counts.refused} refused`);
    expect(counts.ok + counts.refused).toBe(RUNS);
  }, 300_000);
});
