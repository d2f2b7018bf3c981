import { type BulkResponse, type BulkRowResult, summarizeBulk } from '@ailab/core/contract/schemas/bulk';
import type { TFunction } from 'i18next';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../http/app-error';

/** What `plan` decided for a row; `data` carries whatever `apply` needs (e.g. the existing row's id). */
export type BulkDecision<D> =
  | { outcome: 'created'; data: D }
  | { outcome: 'updated'; data: D }
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

function reasonOf(error: AppError, t: TFunction): { code: string; message: string } {
  const params: Record<string, string | number> = { ...error.params };
  if (error.code === 'VALIDATION_FAILED')
    params.fields = (error.fields ?? []).map((field) => field.message).join('; ');
  return { code: error.code, message: t(error.messageKey ?? `errors:codes.${error.code}`, params) };
}

/**
 * Runs a bulk request: every row goes through the same `plan` then `apply`,
 * each inside its own savepoint of one transaction, so a failing row is
 * rolled back alone and reported as `failed` while the others proceed. A
 * real run commits and then runs the deferred effects; a dry run makes the
 * very same decisions (later rows even see earlier rows of the batch) and
 * then rolls everything back, so it writes nothing and sends nothing.
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
    for (const [index, row] of request.rows.entries()) {
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
        results.push({ index, key, outcome: decision.outcome });
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
