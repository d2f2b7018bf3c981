import { listEndpoints, type NamedEndpoint } from '@ailab/core/contract/index';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { call, signIn } from './support/http';

/** Tampered cursors per database (FUZZ_RUNS scales them as it does the main fuzz). */
const RUNS = Math.ceil(Number(process.env.FUZZ_RUNS ?? 2000) / 4 / testDialects().length);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);

/** What a cursor value is swapped for: wrong types, impossible dates, huge and fractional numbers. */
const tamperedValue = fc.oneof(
  fc.constantFrom('not-a-date', '2026-13-45T99:99:99Z', '', 'x'.repeat(1024), '1e999', '-0', 'NaN', 'null'),
  fc.constantFrom(0, -1, 1.5, 2 ** 53, -(2 ** 63), 1e300, 99_999_999_999),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
);

interface ListShape {
  entry: NamedEndpoint;
  token: string;
  sort: string | undefined;
  cursor: { s: string; v: unknown[] };
}

/** The sort values a list endpoint accepts, from its JSON schema. */
function sortValues(entry: NamedEndpoint): (string | undefined)[] {
  const schema = z.toJSONSchema(entry.endpoint.body, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { enum?: string[] }>;
  };
  if (!schema.properties?.cursor) return [];
  return [undefined, ...(schema.properties.sort?.enum ?? [])];
}

describe.each(testDialects())('contract-driven fuzz of list cursors and sorts (%s)', (dialect) => {
  let server: TestServer;
  /** The caller each list endpoint is tried as: an administrator, or a member where only members may read. */
  const callers = new Map<string, string>();
  const shapes: ListShape[] = [];

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    const admin = await signIn(server.url, 'staff@example.com');
    const member = await signIn(server.url, 'member@example.com');
    // A real cursor of every list and sort that has a second page, to tamper with.
    for (const entry of listEndpoints().filter(({ endpoint }) => endpoint.status === 'implemented')) {
      if (sortValues(entry).length === 0) continue;
      const probe = await call(server.url, entry.endpoint.path, { limit: 1 }, { token: admin });
      const token = probe.status === 403 ? member : admin;
      callers.set(entry.name, token);
      for (const sort of sortValues(entry)) {
        const body = { limit: 1, ...(sort ? { sort } : {}) };
        const answer = await call(server.url, entry.endpoint.path, body, { token });
        const next =
          answer.status === 200 ? (answer.body?.next_cursor as string | null | undefined) : undefined;
        if (!next) continue;
        shapes.push({
          entry,
          token,
          sort,
          cursor: JSON.parse(Buffer.from(next, 'base64url').toString('utf8')),
        });
      }
    }
  }, 120_000);
  afterAll(() => server.close());

  it('answers every sort of every list, with and without a query, without a 5xx', async () => {
    const failures: string[] = [];
    for (const entry of listEndpoints().filter(({ name }) => callers.has(name))) {
      for (const sort of sortValues(entry)) {
        for (const extra of [{}, { query: 'agent' }, { query: '   ' }]) {
          const body = { ...extra, ...(sort ? { sort } : {}) };
          const answer = await call(server.url, entry.endpoint.path, body, {
            token: callers.get(entry.name),
          });
          if (answer.status >= 500)
            failures.push(
              `${entry.name} ${JSON.stringify(body)}: ${answer.status} ${answer.text.slice(0, 200)}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it(`answers ${RUNS} tampered cursors with 400 INVALID_CURSOR or a page, never a 5xx`, async () => {
    expect(shapes.length).toBeGreaterThan(3);
    const failures: string[] = [];
    const caseArbitrary = fc.tuple(
      fc.constantFrom(...shapes),
      fc.array(fc.option(tamperedValue, { nil: null }), { minLength: 1, maxLength: 4 }),
      fc.nat(),
    );
    await fc.assert(
      fc.asyncProperty(caseArbitrary, async ([shape, replacements, at]) => {
        const values = [...shape.cursor.v];
        replacements.forEach((value, offset) => {
          values[(at + offset) % values.length] = value;
        });
        const cursor = Buffer.from(JSON.stringify({ s: shape.cursor.s, v: values }), 'utf8').toString(
          'base64url',
        );
        const body = { cursor, ...(shape.sort ? { sort: shape.sort } : {}) };
        const answer = await call(server.url, shape.entry.endpoint.path, body, { token: shape.token });
        if (answer.status >= 500)
          failures.push(`${shape.entry.name} ${JSON.stringify(values)}: ${answer.text.slice(0, 200)}`);
        else if (answer.status !== 200)
          expect(['INVALID_CURSOR', 'VALIDATION_FAILED']).toContain(answer.body.error.code);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    console.info(
      `cursor fuzz (${dialect}) seed ${SEED}: ${RUNS} cases, ${failures.length} × 5xx over ${shapes.length} list sorts`,
    );
    expect(failures.slice(0, 10)).toEqual([]);
  }, 300_000);
});
