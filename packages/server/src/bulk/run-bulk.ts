import { type BulkResponse, type BulkRowResult, summarizeBulk } from '@ailab/core/contract/schemas/bulk';
import type { TFunction } from 'i18next';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../http/app-error';

/** What `plan` decided for a row; `data` carries whatever `apply` needs (e.g. the existing row's id). */
export type BulkDecision<D> =
  | { outcome: 'created'; data: D }
  | {
      outcome: 'updated';
      data: D;
      /** What the update changes beyond its outcome, for the row's result (translated). */
      change?: string;
    }
  | { outcome: 'unchanged' };

/** Lets `apply` defer outside effects (mail, files) until the batch is committed; a dry run never runs them. */
export interface BulkEffects {
  afterCommit(effect: () => Promise<void> | void): void;
}

/**
 * One bulk operation. `plan` decides, from the row and the database, whether
 * the row would be created, updated or left unchanged (looked up by its
 * natural `key`, so a re-run creates nothing twice); `apply` carries the
 * decision out. Both may throw `AppError` to fail the row with a translated reason.
 */
export interface BulkSpec<R, D, DB = Database> {
  key(row: R): string;
  /** Before the first row: look up what the rows need in a few queries instead of a few per row. */
  prepare?(trx: Transaction<DB>, rows: readonly R[]): Promise<void>;
  /**
   * After the last row, in the same transaction: write what the rows that went through
   * (`applied`, by index) deferred to write together, such as their audit entries.
   */
  finish?(trx: Transaction<DB>, applied: ReadonlySet<number>): Promise<void>;
  plan(trx: Transaction<DB>, row: R, index: number, stale?: boolean): Promise<BulkDecision<D>>;
  apply(
    trx: Transaction<DB>,
    row: R,
    decision: BulkDecision<D> & { outcome: 'created' | 'updated' },
    effects: BulkEffects,
  ): Promise<void>;
  /**
   * Optional, set-based: carries out the decisions of many rows at once (a few multi-row
   * statements instead of a few per row). The runner plans a run of rows with distinct keys, then
   * hands every row to change to `applyBatch` in one savepoint. When it throws `BulkPlanStale`, an
   * `AppError` or a unique violation, that savepoint is rolled back and the same rows go through
   * `plan`/`apply` one by one, so per-row outcomes and failures are those of `apply`.
   */
  applyBatch?(
    trx: Transaction<DB>,
    items: readonly BulkBatchItem<R, D>[],
    effects: BulkEffects,
  ): Promise<void>;
}

/** One row handed to `applyBatch`: its position, the row and what `plan` decided. */
export interface BulkBatchItem<R, D> {
  index: number;
  row: R;
  decision: BulkDecision<D> & { outcome: 'created' | 'updated' };
}

/**
 * Thrown by `apply` when what `plan` read beforehand no longer holds (a parallel request
 * created the row's key in between): the row is rolled back and planned once more, this
 * time with `stale` set, so the spec reads the database afresh instead of what it prepared.
 */
export class BulkPlanStale extends Error {}

/** Thrown to roll a dry run back once every row has been decided. */
class DryRunRollback extends Error {}

/** True for a unique-constraint violation on either database: a parallel run created the same key first. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** The rows split, in order, into runs in which no key repeats: a repeated key starts the next run. */
function distinctKeyRuns<R>(rows: readonly R[], key: (row: R) => string): (readonly [number, R])[][] {
  const runs: (readonly [number, R])[][] = [];
  let current: (readonly [number, R])[] = [];
  let keys = new Set<string>();
  for (const [index, row] of rows.entries()) {
    const rowKey = key(row);
    if (keys.has(rowKey)) {
      runs.push(current);
      current = [];
      keys = new Set();
    }
    keys.add(rowKey);
    current.push([index, row]);
  }
  if (current.length > 0) runs.push(current);
  return runs;
}

function reasonOf(error: AppError, t: TFunction): { code: string; message: string } {
  const params: Record<string, string | number> = { ...error.params };
  if (error.code === 'VALIDATION_FAILED')
    params.fields = (error.fields ?? []).map((field) => field.message).join('; ');
  return { code: error.code, message: t(error.messageKey ?? `errors:codes.${error.code}`, params) };
}

/** The `change` a decision carries, as a result row's optional field. */
function changeOf<D>(decision: BulkDecision<D>): { change?: string } {
  return decision.outcome === 'updated' && decision.change !== undefined ? { change: decision.change } : {};
}

/**
 * Runs a bulk request: every row goes through the same `plan` then `apply`,
 * each inside its own savepoint of one transaction, so a failing row is
 * rolled back alone and reported as `failed` while the others proceed. A
 * real run commits and then runs the deferred effects; a dry run makes the
 * very same decisions (later rows even see earlier rows of the batch) and
 * then rolls everything back, so it writes nothing and sends nothing. A spec
 * with `applyBatch` is run set-based: each run of rows with distinct keys is
 * planned row by row and its changes applied together, falling back to the
 * row-by-row way for that run when the batch meets a race or a failing row.
 *
 * @example
 * ```ts
 * registerEndpoint(app, ctx, registered, contract.adminUsers.importUsers, ({ body, t }) =>
 *   runBulk(ctx.db, body, userImportSpec(ctx), t));
 * ```
 */
export async function runBulk<R, D, DB = Database>(
  db: Kysely<DB>,
  request: { rows: readonly R[]; dry_run: boolean },
  spec: BulkSpec<R, D, DB>,
  t: TFunction,
): Promise<BulkResponse> {
  const results: BulkRowResult[] = [];
  const effects: (() => Promise<void> | void)[] = [];
  const run = async (trx: Transaction<DB>) => {
    const applied = new Set<number>();
    await spec.prepare?.(trx, request.rows);
    const oneByOne = async (entries: readonly (readonly [number, R])[]) => {
      for (const [index, row] of entries) {
        const key = spec.key(row);
        const rowEffects: (() => Promise<void> | void)[] = [];
        await sql`savepoint bulk_row`.execute(trx);
        try {
          const decide = async (stale: boolean) => {
            const decision = await spec.plan(trx, row, index, stale);
            if (decision.outcome !== 'unchanged') {
              await spec.apply(trx, row, decision, { afterCommit: (effect) => void rowEffects.push(effect) });
            }
            return decision;
          };
          const decision = await decide(false).catch(async (error: unknown) => {
            if (!(error instanceof BulkPlanStale)) throw error;
            await sql`rollback to savepoint bulk_row`.execute(trx);
            rowEffects.length = 0;
            return decide(true);
          });
          await sql`release savepoint bulk_row`.execute(trx);
          effects.push(...rowEffects);
          if (decision.outcome !== 'unchanged') applied.add(index);
          results.push({ index, key, outcome: decision.outcome, ...changeOf(decision) });
        } catch (error) {
          await sql`rollback to savepoint bulk_row`.execute(trx);
          await sql`release savepoint bulk_row`.execute(trx);
          const known =
            error instanceof AppError
              ? error
              : isUniqueViolation(error) || error instanceof BulkPlanStale
                ? new AppError('CONFLICT')
                : null;
          if (!known) throw error;
          results.push({ index, key, outcome: 'failed', reason: reasonOf(known, t) });
        }
      }
    };
    /** Plans a run of distinct keys, then applies its changes together; false: do it row by row instead. */
    const inBatch = async (
      entries: readonly (readonly [number, R])[],
      applyBatch: NonNullable<BulkSpec<R, D, DB>['applyBatch']>,
    ): Promise<boolean> => {
      const planned: BulkRowResult[] = [];
      const items: BulkBatchItem<R, D>[] = [];
      for (const [index, row] of entries) {
        const key = spec.key(row);
        try {
          const decision = await spec.plan(trx, row, index, false);
          if (decision.outcome !== 'unchanged') items.push({ index, row, decision });
          planned.push({ index, key, outcome: decision.outcome, ...changeOf(decision) });
        } catch (error) {
          if (error instanceof BulkPlanStale) return false;
          if (!(error instanceof AppError)) throw error;
          planned.push({ index, key, outcome: 'failed', reason: reasonOf(error, t) });
        }
      }
      const batchEffects: (() => Promise<void> | void)[] = [];
      if (items.length > 0) {
        await sql`savepoint bulk_batch`.execute(trx);
        try {
          await applyBatch(trx, items, { afterCommit: (effect) => void batchEffects.push(effect) });
        } catch (error) {
          const retry =
            error instanceof BulkPlanStale || error instanceof AppError || isUniqueViolation(error);
          if (!retry) throw error;
          await sql`rollback to savepoint bulk_batch`.execute(trx);
          await sql`release savepoint bulk_batch`.execute(trx);
          return false;
        }
        await sql`release savepoint bulk_batch`.execute(trx);
      }
      effects.push(...batchEffects);
      for (const item of items) applied.add(item.index);
      results.push(...planned);
      return true;
    };
    const { applyBatch } = spec;
    if (!applyBatch) await oneByOne([...request.rows.entries()]);
    else
      for (const entries of distinctKeyRuns(request.rows, spec.key))
        if (!(await inBatch(entries, applyBatch))) await oneByOne(entries);
    await spec.finish?.(trx, applied);
  };
  if (request.dry_run) {
    await db
      .transaction()
      .execute(async (trx) => {
        await run(trx);
        throw new DryRunRollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof DryRunRollback)) throw error;
      });
  } else {
    await db.transaction().execute(run);
    for (const effect of effects) await effect();
  }
  return { dry_run: request.dry_run, summary: summarizeBulk(results), rows: results };
}
