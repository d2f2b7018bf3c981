import { writeFile } from 'node:fs/promises';
import type { ApiClient } from '@ailab/core/client/create-client';
import {
  type BulkOutcome,
  type BulkResponse,
  type BulkSummary,
  summarizeBulk,
} from '@ailab/core/contract/schemas/bulk';
import { BULK_MAX_ROWS } from '@ailab/core/contract/schemas/page-limits';
import type { CsvRecord } from '@ailab/core/csv/csv-records';
import { fieldIssuesFromZod } from '@ailab/core/errors/field-issues';
import type { z } from 'zod';
import { SilentError } from '../errors/cli-errors';
import type { Factory } from '../factory/factory';
import { formatCsv } from '../io/csv';
import { printJson } from '../io/json-output';
import { startProgressBar } from '../io/progress';

/** One row's result, tied back to its CSV line. */
export interface ImportRowResult {
  line: number;
  key: string;
  outcome: BulkOutcome;
  reason?: { code: string; message: string };
}

/** What an import did (or, with --dry-run, would do). */
export interface ImportResult {
  dryRun: boolean;
  summary: BulkSummary;
  rows: ImportRowResult[];
}

/** How to import one kind of record. */
export interface BulkImportOptions<Row> {
  records: readonly CsvRecord[];
  /** The request row for a record, checked against `rowSchema` before anything is sent. */
  toRow: (record: CsvRecord) => unknown;
  rowSchema: z.ZodType<Row>;
  /** The record's natural key, for rows that fail before reaching the server. */
  keyOf: (record: CsvRecord) => string;
  /** Sends one batch, e.g. `(api, body) => api.adminUsers.importUsers(body)`. */
  send: (api: ApiClient, body: { rows: Row[]; dry_run: boolean }) => Promise<BulkResponse>;
  dryRun: boolean;
  /** Writes the failed records (with an `error` column) to this CSV file. */
  failedOut?: string;
  /** The label beside the progress bar. */
  label: string;
  /**
   * Called before a real run with what a dry run of the same records answered
   * (nothing is written until it returns). It may throw to stop the import (a
   * declined confirmation, a change too large); when the plan changes nothing
   * the real run is skipped and the plan is the result.
   */
  confirm?: (plan: ImportResult) => Promise<void>;
  /** The label beside the progress bar of the dry run that `confirm` looks at. */
  checkLabel?: string;
  /** Warnings about the result, printed on stderr before the summary line. */
  warnings?: (result: ImportResult) => string[];
}

/** Checks the records locally against the row schema: the valid rows, and a failed result for each of the rest. */
function checkRecords<Row>(f: Factory, options: BulkImportOptions<Row>) {
  const failed: ImportRowResult[] = [];
  const valid: { record: CsvRecord; row: Row }[] = [];
  for (const record of options.records) {
    const candidate = options.toRow(record);
    const parsed = options.rowSchema.safeParse(candidate);
    if (parsed.success) valid.push({ record, row: parsed.data });
    else {
      const message = fieldIssuesFromZod(parsed.error.issues, f.t, candidate)
        .map((issue) => issue.message)
        .join('; ');
      failed.push({
        line: record.line,
        key: options.keyOf(record),
        outcome: 'failed',
        reason: { code: 'VALIDATION_FAILED', message },
      });
    }
  }
  return { valid, failed };
}

/** Sends the valid rows in batches of 500 with a progress bar; answers every record's result in line order. */
async function sendBatches<Row>(
  f: Factory,
  options: BulkImportOptions<Row>,
  checked: ReturnType<typeof checkRecords<Row>>,
  dryRun: boolean,
  label: string,
): Promise<ImportResult> {
  const results = [...checked.failed];
  const api = await f.api(undefined, { progress: false });
  const bar = startProgressBar(f.io, label, options.records.length);
  let done = results.length;
  bar.update(done);
  try {
    for (let start = 0; start < checked.valid.length; start += BULK_MAX_ROWS) {
      const batch = checked.valid.slice(start, start + BULK_MAX_ROWS);
      const answer = await options.send(api, { rows: batch.map((item) => item.row), dry_run: dryRun });
      for (const row of answer.rows) {
        const record = batch[row.index]?.record;
        if (!record) continue;
        results.push({
          line: record.line,
          key: row.key,
          outcome: row.outcome,
          ...(row.reason ? { reason: row.reason } : {}),
        });
      }
      done += batch.length;
      bar.update(done);
    }
  } finally {
    bar.stop();
  }
  results.sort((a, b) => a.line - b.line);
  return { dryRun, summary: summarizeBulk(results), rows: results };
}

/**
 * Imports CSV records in batches of 500: rows are first checked against the
 * contract's row schema (bad rows fail locally, with translated reasons), the
 * rest go to the bulk endpoint. A progress bar runs on stderr on a terminal,
 * a summary line follows, `--json` prints every row's result, `--failed-out`
 * writes the failed records to a CSV file, and the command exits 1 when any
 * row failed. With `confirm`, a real run is preceded by a dry run whose answer
 * `confirm` sees first.
 */
export async function runBulkImport<Row>(f: Factory, options: BulkImportOptions<Row>): Promise<ImportResult> {
  const { io, t } = f;
  const checked = checkRecords(f, options);
  let result: ImportResult;
  if (options.dryRun || !options.confirm) {
    result = await sendBatches(f, options, checked, options.dryRun, options.label);
  } else {
    const plan = await sendBatches(f, options, checked, true, options.checkLabel ?? options.label);
    await options.confirm(plan);
    const changes = plan.summary.created + plan.summary.updated;
    result =
      changes === 0
        ? { ...plan, dryRun: false }
        : await sendBatches(f, options, checked, false, options.label);
  }
  const { summary, rows: results } = result;

  const failed = results.filter((row) => row.outcome === 'failed');
  if (options.failedOut && failed.length > 0) {
    const byLine = new Map(options.records.map((record) => [record.line, record]));
    const fields = [...new Set(options.records.flatMap((record) => Object.keys(record.values)))];
    const rows = failed.map((row) => [
      ...fields.map((field) => byLine.get(row.line)?.values[field] ?? ''),
      row.reason?.message ?? '',
    ]);
    await writeFile(options.failedOut, formatCsv([...fields, 'error'], rows), 'utf8');
  }

  if (f.json) printJson(io, result);
  else {
    for (const row of failed)
      io.warn(t('bulk.rowFailed', { line: row.line, key: row.key, reason: row.reason?.message ?? '' }));
  }
  for (const warning of options.warnings?.(result) ?? []) io.warn(warning);
  io.info(t(options.dryRun ? 'bulk.summaryDryRun' : 'bulk.summary', summary));
  if (options.failedOut && failed.length > 0)
    io.info(t('bulk.failedWritten', { count: failed.length, file: options.failedOut }));
  if (failed.length > 0) throw new SilentError(1);
  return result;
}
