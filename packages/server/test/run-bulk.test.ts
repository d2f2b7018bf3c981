import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type BulkSpec, runBulk } from '../src/bulk/run-bulk';
import { AppError } from '../src/http/app-error';
import { createServerI18n } from '../src/i18n/server-i18n';
import { testDialects } from '../src/testing/start-test-server';
import { openScratchDatabase } from './support/scratch-database';

interface ProbeDb {
  bulk_probe: { id: string; email: string; name: string };
}
interface Row {
  email: string;
  name: string;
}

const i18n = createServerI18n();
const t = i18n.getFixedT('en-US');

/** The two people already stored before a mixed request. */
function seededPeople() {
  return [
    { id: randomUUID(), email: 'old@lab.mx', name: 'Old' },
    { id: randomUUID(), email: 'same@lab.mx', name: 'Same' },
  ];
}

/** A request of every outcome: new, renamed, same, failing before and after writing, then `more`. */
function mixedRows(...more: Row[]): Row[] {
  return [
    { email: 'new@lab.mx', name: 'New' },
    { email: 'old@lab.mx', name: 'Renamed' },
    { email: 'same@lab.mx', name: 'Same' },
    { email: 'taken@lab.mx', name: 'taken' },
    { email: 'boom@lab.mx', name: 'boom' },
    ...more,
  ];
}

/** Upserts people by email; a name of "boom" fails after writing, "taken" fails before. */
function peopleSpec(sent: string[]): BulkSpec<Row, { id: string }, ProbeDb> {
  const find = (trx: Transaction<ProbeDb>, email: string) =>
    trx.selectFrom('bulk_probe').selectAll().where('email', '=', email).executeTakeFirst();
  return {
    key: (row) => row.email,
    async plan(trx, row) {
      if (row.name === 'taken') throw new AppError('CONFLICT');
      const existing = await find(trx, row.email);
      if (!existing) return { outcome: 'created', data: { id: randomUUID() } };
      return existing.name === row.name
        ? { outcome: 'unchanged' }
        : { outcome: 'updated', data: { id: existing.id } };
    },
    async apply(trx, row, decision, effects) {
      if (decision.outcome === 'created') {
        await trx
          .insertInto('bulk_probe')
          .values({ id: decision.data.id, ...row })
          .execute();
        effects.afterCommit(() => void sent.push(row.email));
      } else {
        await trx
          .updateTable('bulk_probe')
          .set({ name: row.name })
          .where('id', '=', decision.data.id)
          .execute();
      }
      if (row.name === 'boom')
        throw new AppError('VALIDATION_FAILED', {
          fields: [{ field: 'name', code: 'x', message: 'name is boom' }],
        });
    },
  };
}

/**
 * The same upsert, set-based: `applyBatch` writes every planned row in one statement each for
 * inserts and updates, and fails the whole batch (after writing it) when a name is "boom", so the
 * runner must roll it back and redo those rows one by one. `batches` records each call's size.
 */
function batchedPeopleSpec(sent: string[], batches: number[]): BulkSpec<Row, { id: string }, ProbeDb> {
  const single = peopleSpec(sent);
  return {
    ...single,
    async applyBatch(trx, items, effects) {
      batches.push(items.length);
      const created = items.filter((item) => item.decision.outcome === 'created');
      if (created.length > 0)
        await trx
          .insertInto('bulk_probe')
          .values(created.map((item) => ({ id: item.decision.data.id, ...item.row })))
          .execute();
      for (const item of items.filter((each) => each.decision.outcome === 'updated'))
        await trx
          .updateTable('bulk_probe')
          .set({ name: item.row.name })
          .where('id', '=', item.decision.data.id)
          .execute();
      if (items.some((item) => item.row.name === 'boom')) throw new AppError('CONFLICT');
      for (const item of created) effects.afterCommit(() => void sent.push(item.row.email));
    },
  };
}

describe.each(testDialects())('runBulk (%s)', (dialect) => {
  let db: Kysely<ProbeDb>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const scratch = await openScratchDatabase<ProbeDb>(dialect);
    db = scratch.db;
    close = scratch.close;
    await db.schema
      .createTable('bulk_probe')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
      .addColumn('name', 'varchar(80)', (col) => col.notNull())
      .execute();
  });
  afterAll(async () => close());
  beforeEach(async () => {
    await db.deleteFrom('bulk_probe').execute();
  });

  const emails = async () =>
    await db.selectFrom('bulk_probe').select(['email', 'name']).orderBy('email').execute();

  it('makes the same decisions in a dry run as in the real run, and the dry run writes and sends nothing', async () => {
    await db.insertInto('bulk_probe').values(seededPeople()).execute();
    // The same key again: the batch sees its own earlier row, in the dry run too.
    const rows = mixedRows({ email: 'new@lab.mx', name: 'New' });
    const sent: string[] = [];
    const before = await emails();
    const dry = await runBulk(db, { rows, dry_run: true }, peopleSpec(sent), t);
    expect(await emails()).toEqual(before);
    expect(sent).toEqual([]);
    const real = await runBulk(db, { rows, dry_run: false }, peopleSpec(sent), t);
    expect(dry.dry_run).toBe(true);
    expect(real.dry_run).toBe(false);
    expect(real.rows).toEqual(dry.rows);
    expect(real.rows.map((row) => row.outcome)).toEqual([
      'created',
      'updated',
      'unchanged',
      'failed',
      'failed',
      'unchanged',
    ]);
    expect(real.summary).toEqual({ created: 1, updated: 1, unchanged: 2, failed: 2 });
    expect(real.rows[3]).toEqual({
      index: 3,
      key: 'taken@lab.mx',
      outcome: 'failed',
      reason: { code: 'CONFLICT', message: 'That conflicts with existing data.' },
    });
    expect(real.rows[4]?.reason?.message).toContain('name is boom');
    // The failing row's own insert was rolled back; the others were kept.
    expect(await emails()).toEqual([
      { email: 'new@lab.mx', name: 'New' },
      { email: 'old@lab.mx', name: 'Renamed' },
      { email: 'same@lab.mx', name: 'Same' },
    ]);
    expect(sent).toEqual(['new@lab.mx']);
  });

  it('is idempotent: a re-run creates nothing twice', async () => {
    const rows = Array.from({ length: 50 }, (_, i) => ({ email: `p${i}@lab.mx`, name: `P${i}` }));
    const first = await runBulk(db, { rows, dry_run: false }, peopleSpec([]), t);
    const second = await runBulk(db, { rows, dry_run: false }, peopleSpec([]), t);
    expect(first.summary).toEqual({ created: 50, updated: 0, unchanged: 0, failed: 0 });
    expect(second.summary).toEqual({ created: 0, updated: 0, unchanged: 50, failed: 0 });
    expect(await emails()).toHaveLength(50);
  });

  it('translates reasons into the request language', async () => {
    const es = i18n.getFixedT('es-MX');
    const answer = await runBulk(
      db,
      { rows: [{ email: 'x@lab.mx', name: 'taken' }], dry_run: true },
      peopleSpec([]),
      es,
    );
    expect(answer.rows[0]?.reason?.message).toBe('Eso entra en conflicto con datos existentes.');
  });

  it('creates each key once when the same batch runs twice in parallel', async () => {
    const rows = Array.from({ length: 40 }, (_, i) => ({ email: `c${i}@lab.mx`, name: `C${i}` }));
    const answers = await Promise.all(
      [1, 2, 3].map(() => runBulk(db, { rows, dry_run: false }, peopleSpec([]), t)),
    );
    expect(await emails()).toHaveLength(40);
    const created = answers.reduce((sum, answer) => sum + answer.summary.created, 0);
    expect(created).toBe(40);
    for (const answer of answers) {
      for (const row of answer.rows) expect(['created', 'unchanged', 'failed']).toContain(row.outcome);
      for (const row of answer.rows.filter((r) => r.outcome === 'failed'))
        expect(row.reason?.code).toBe('CONFLICT');
    }
  });

  it('set-based (applyBatch): the same outcomes as row by row, a failing batch redone row by row', async () => {
    const seed = seededPeople();
    // The same key again: a second run of rows, planned after the first run's writes.
    const rows = mixedRows({ email: 'new@lab.mx', name: 'Newer' }, { email: 'more@lab.mx', name: 'More' });
    const outcomes = async (spec: BulkSpec<Row, { id: string }, ProbeDb>, sent: string[]) => {
      await db.deleteFrom('bulk_probe').execute();
      await db.insertInto('bulk_probe').values(seed).execute();
      const dry = await runBulk(db, { rows, dry_run: true }, spec, t);
      expect(sent).toEqual([]);
      const real = await runBulk(db, { rows, dry_run: false }, spec, t);
      expect(real.rows).toEqual(dry.rows);
      return { rows: real.rows, stored: await emails() };
    };
    const oneByOneSent: string[] = [];
    const oneByOne = await outcomes(peopleSpec(oneByOneSent), oneByOneSent);
    const batchedSent: string[] = [];
    const batches: number[] = [];
    const batched = await outcomes(batchedPeopleSpec(batchedSent, batches), batchedSent);
    expect(batched).toEqual(oneByOne);
    expect(batchedSent).toEqual(oneByOneSent);
    // Per run (dry, real): the first run of keys fails as a batch ("boom") and is redone row by
    // row; the second run (the repeated key and the one after it) goes through as one batch.
    expect(batches).toEqual([3, 2, 3, 2]);
    expect(batched.rows.map((row) => row.outcome).join(' ')).toBe(
      'created updated unchanged failed failed updated created',
    );

    await db.deleteFrom('bulk_probe').execute();
    const plain = Array.from({ length: 30 }, (_, i) => ({ email: `b${i}@lab.mx`, name: `B${i}` }));
    const answers = await Promise.all(
      [1, 2, 3].map(() => runBulk(db, { rows: plain, dry_run: false }, batchedPeopleSpec([], []), t)),
    );
    expect(await emails()).toHaveLength(30);
    expect(answers.reduce((sum, answer) => sum + answer.summary.created, 0)).toBe(30);
  });
});
