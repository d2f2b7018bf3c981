import type { Transaction } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/schema';
import { lockForTransaction } from '../../db/transaction-lock';

/**
 * Runs admin changes in one write transaction that holds the administrators
 * lock, so two concurrent changes cannot both remove "the other" last
 * administrator (see db/transaction-lock.ts for how each database serialises).
 */
export function inAdminTransaction<T>(
  ctx: AppContext,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockForTransaction(trx, ctx.dialect, 'admin:administrators');
    return work(trx);
  });
}
