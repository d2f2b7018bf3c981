import type { AppContext } from '../app-context';
import { recordAudit } from './record-audit';

/**
 * Records one administrative change made outside a transaction of its own (a single statement
 * that already committed): the actor, `<target>.<verb>`, and the object before and after.
 */
export function auditChange(
  ctx: AppContext,
  actorId: string | null,
  action: string,
  target: { type: string; id: string },
  change: { before: unknown; after: unknown },
): Promise<void> {
  return recordAudit(ctx.db, { actorId, action, target, ...change, at: ctx.now() });
}
