import type { BulkSummary } from '../contract/schemas/bulk';

/** The share of existing users an import may update before it needs an explicit confirmation. */
export const LARGE_CHANGE_SHARE = 0.2;

/**
 * True when a planned users import (its dry-run summary) would update more than
 * {@link LARGE_CHANGE_SHARE} of the accounts that exist now. The CLI then asks
 * for `--allow-large-change` and the web import for an explicit tick, so a
 * wrong file cannot rewrite most of the platform by accident.
 *
 * @example
 * ```ts
 * isLargeChange({ created: 0, updated: 30, unchanged: 70, failed: 0 }, 100); // true
 * ```
 */
export function isLargeChange(plan: Pick<BulkSummary, 'updated'>, existingUsers: number): boolean {
  return plan.updated > existingUsers * LARGE_CHANGE_SHARE;
}
