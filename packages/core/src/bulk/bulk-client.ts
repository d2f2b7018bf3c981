import type { z } from 'zod';
import {
  BULK_MAX_ROWS,
  type BulkOutcome,
  type BulkResponse,
  type BulkSummary,
  summarizeBulk,
} from '../contract/schemas/bulk';
import type { CsvField, CsvRecord } from '../csv/csv-records';
import { fieldIssuesFromZod, type Translate } from '../errors/field-issues';

/** How the CSV file of one domain becomes bulk request rows. */
export interface BulkCsvSpec<Row> {
  /** The columns the file may hold, by the header names each is recognised by. */
  fields: Record<string, CsvField>;
  /** The request row for a record, checked against `rowSchema` before anything is sent. */
  toRow: (record: CsvRecord) => unknown;
  rowSchema: z.ZodType<Row>;
  /** The record's natural key (email, slug): it names the row in results, and two rows may not share it. */
  keyOf: (record: CsvRecord) => string;
}

/** One row's result, tied back to its line in the file. */
export interface BulkLineResult {
  line: number;
  key: string;
  outcome: BulkOutcome;
  reason?: { code: string; message: string };
  /** What an update changes beyond its outcome (roles a replacing import removes), from the server. */
  change?: string;
}

/** What a whole file did (or, in a dry run, would do): every line's result in line order. */
export interface BulkRun {
  dryRun: boolean;
  summary: BulkSummary;
  rows: BulkLineResult[];
}

/** Records checked locally: the rows to send, and a failed result for each of the rest. */
export interface CheckedRecords<Row> {
  valid: { record: CsvRecord; row: Row }[];
  failed: BulkLineResult[];
  total: number;
}

function failed(record: CsvRecord, key: string, code: string, message: string): BulkLineResult {
  return { line: record.line, key, outcome: 'failed', reason: { code, message } };
}

/**
 * Checks records before anything is sent: a record whose natural key an
 * earlier line already holds fails naming that line (re-running a file with a
 * key twice would otherwise flip between the two rows every time), and a row
 * the contract's row schema refuses fails with its translated reasons.
 */
export function checkRecords<Row>(
  records: readonly CsvRecord[],
  spec: Pick<BulkCsvSpec<Row>, 'toRow' | 'rowSchema' | 'keyOf'>,
  t: Translate,
): CheckedRecords<Row> {
  const firstLine = new Map<string, number>();
  const result: CheckedRecords<Row> = { valid: [], failed: [], total: records.length };
  for (const record of records) {
    const key = spec.keyOf(record);
    const first = key === '' ? undefined : firstLine.get(key);
    if (first !== undefined) {
      const message = t('bulk:duplicateKey', { key, line: first });
      result.failed.push(failed(record, key, 'VALIDATION_FAILED', message));
      continue;
    }
    if (key !== '') firstLine.set(key, record.line);
    const candidate = spec.toRow(record);
    const parsed = spec.rowSchema.safeParse(candidate);
    if (parsed.success) result.valid.push({ record, row: parsed.data });
    else {
      const message = fieldIssuesFromZod(parsed.error.issues, t, candidate)
        .map((issue) => issue.message)
        .join('; ');
      result.failed.push(failed(record, key, 'VALIDATION_FAILED', message));
    }
  }
  return result;
}

/** How to send checked rows. */
export interface SendOptions<Row> {
  /** Sends one batch of at most 500 rows, e.g. `(body) => api.adminAccounts.import(body)`. */
  send: (body: { rows: Row[]; dry_run: boolean }) => Promise<BulkResponse>;
  dryRun: boolean;
  /** Called with the rows answered so far (local failures count as answered) after each batch. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Sends the valid rows in batches of 500 (the contract's `BULK_MAX_ROWS`),
 * maps each answer's `index` back to its source line, and answers every
 * line's result in line order with the summary. A batch that throws stops the
 * run (its error propagates): the rows before it are applied, as the server
 * commits each batch on its own, and running the file again is safe.
 *
 * @example
 * ```ts
 * const checked = checkRecords(read.records, USER_BULK_CSV, t);
 * const run = await sendBatches(checked, { send: (body) => api.adminAccounts.import(body), dryRun: true });
 * run.summary; // { created: 3, updated: 0, unchanged: 1, failed: 1 }
 * ```
 */
export async function sendBatches<Row>(
  checked: CheckedRecords<Row>,
  options: SendOptions<Row>,
): Promise<BulkRun> {
  const results = [...checked.failed];
  options.onProgress?.(results.length, checked.total);
  for (let start = 0; start < checked.valid.length; start += BULK_MAX_ROWS) {
    const batch = checked.valid.slice(start, start + BULK_MAX_ROWS);
    const answer = await options.send({ rows: batch.map((item) => item.row), dry_run: options.dryRun });
    for (const row of answer.rows) {
      const record = batch[row.index]?.record;
      if (!record) continue;
      results.push({
        line: record.line,
        key: row.key,
        outcome: row.outcome,
        ...(row.reason ? { reason: row.reason } : {}),
        ...(row.change ? { change: row.change } : {}),
      });
    }
    options.onProgress?.(results.length, checked.total);
  }
  results.sort((a, b) => a.line - b.line);
  return { dryRun: options.dryRun, summary: summarizeBulk(results), rows: results };
}
