import { z } from 'zod';

import { BULK_MAX_ROWS } from './page-limits';

export { BULK_MAX_ROWS };

/**
 * The request body of a bulk endpoint: `{ rows: row[] (1–500), dry_run? }`.
 * With `dry_run: true` the server answers what it would do for each row and
 * writes nothing.
 *
 * @example
 * ```ts
 * const UserImportRow = z.strictObject({ email: EmailField, firstName: NameField, lastName: NameField });
 * export const importUsers = endpoint({ ..., body: bulkRequest(UserImportRow), response: bulkResponse });
 * // { rows: [{ email: 'ana@lab.mx', first_name: 'Ana', last_name: 'Ruiz' }], dry_run: true }
 * ```
 */
export function bulkRequest<R extends z.ZodType>(row: R) {
  return z.strictObject({
    rows: z.array(row).min(1).max(BULK_MAX_ROWS),
    dry_run: z.boolean().default(false),
  });
}

/** What happened (or, in a dry run, would happen) to one row. */
export const BulkOutcomeSchema = z.enum(['created', 'updated', 'unchanged', 'failed']);
export type BulkOutcome = z.infer<typeof BulkOutcomeSchema>;

/** One row's result: its position in the request, its natural key, the outcome and, when failed, why. */
export const BulkRowResultSchema = z.object({
  index: z.number().int().nonnegative(),
  /** The row's natural key (email, slug, GUID) that makes re-runs idempotent. */
  key: z.string(),
  outcome: BulkOutcomeSchema,
  /** Present when `outcome` is `failed`: an error code and its translated message. */
  reason: z.object({ code: z.string(), message: z.string() }).optional(),
  /** Present when an update changes more than the outcome says (roles a replacing import removes): translated. */
  change: z.string().optional(),
});
export type BulkRowResult = z.infer<typeof BulkRowResultSchema>;

/** How many rows ended in each outcome. */
export const BulkSummarySchema = z.object({
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
});
export type BulkSummary = z.infer<typeof BulkSummarySchema>;

/**
 * The response of every bulk endpoint: `{ dry_run, summary, rows }`, one
 * result per request row in request order.
 */
export const bulkResponse = z.object({
  dry_run: z.boolean(),
  summary: BulkSummarySchema,
  rows: z.array(BulkRowResultSchema),
});
export type BulkResponse = z.infer<typeof bulkResponse>;

/** Counts the outcomes of row results. */
export function summarizeBulk(rows: readonly Pick<BulkRowResult, 'outcome'>[]): BulkSummary {
  const summary: BulkSummary = { created: 0, updated: 0, unchanged: 0, failed: 0 };
  for (const row of rows) summary[row.outcome] += 1;
  return summary;
}
