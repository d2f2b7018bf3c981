import { writeFile } from 'node:fs/promises';
import {
  type BulkCsvSpec,
  type BulkLineResult,
  type BulkRun,
  type CheckedRecords,
  checkRecords,
  sendBatches,
} from '@ailab/core/bulk/bulk-client';
import type { ApiClient } from '@ailab/core/client/create-client';
import type { BulkResponse } from '@ailab/core/contract/schemas/bulk';
import type { CsvRecord } from '@ailab/core/csv/csv-records';
import { SilentError, UsageError } from '../errors/cli-errors';
import type { Factory } from '../factory/factory';
import { whyNotWritable } from '../io/check-writable';
import { printJson } from '../io/json-output';
import { startProgressBar } from '../io/progress';
import { failedRowsCsv } from './failed-rows-csv';

/** One row's result, tied back to its CSV line (core's `BulkLineResult`). */
export type ImportRowResult = BulkLineResult;

/** What an import did (or, with --dry-run, would do) (core's `BulkRun`). */
export type ImportResult = BulkRun;

/** How to import one kind of record: core's CSV spec of the domain (less its columns) and how to send it. */
export interface BulkImportOptions<Row> extends Omit<BulkCsvSpec<Row>, 'fields'> {
  records: readonly CsvRecord[];
  /** The input's header row as written: the `--failed-out` file keeps its names and every column. */
  header?: readonly string[];
  /** Sends one batch, e.g. `(api, body) => api.adminUsers.importUsers(body)`. */
  send: (api: ApiClient, body: { rows: Row[]; dry_run: boolean }) => Promise<BulkResponse>;
  dryRun: boolean;
  /**
   * Writes the failed records (with an `error` column) to this CSV file, always (the header alone when none
   * failed); the path is checked before anything is sent.
   */
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
  /**
   * The summary line's keys when the generic "created, updated…" words do not fit the command
   * (a withdrawal's `updated` is "withdrew"); given the summary's counts.
   */
  summaryKeys?: { done: string; dryRun: string };
  /** Warnings about the result, printed on stderr before the summary line. */
  warnings?: (result: ImportResult) => string[];
}

/** Sends the checked rows with core's bulk client, drawing its progress as a bar on stderr. */
async function sendBatchesWithBar<Row>(
  f: Factory,
  options: BulkImportOptions<Row>,
  checked: CheckedRecords<Row>,
  dryRun: boolean,
  label: string,
): Promise<ImportResult> {
  const api = await f.api(undefined, { progress: false, long: true });
  const bar = startProgressBar(f.io, label, checked.total);
  try {
    return await sendBatches(checked, {
      send: (body) => options.send(api, body),
      dryRun,
      onProgress: (done) => bar.update(done),
    });
  } finally {
    bar.stop();
  }
}

/**
 * Imports CSV records in batches of 500 on core's bulk client
 * (`@ailab/core/bulk/bulk-client`): rows are first checked against the
 * contract's row schema and for a natural key that an earlier line holds (bad
 * rows fail locally, with translated reasons), the rest go to the bulk endpoint. A progress bar runs on stderr on a terminal,
 * a summary line follows, `--json` prints every row's result, `--failed-out`
 * writes the failed records to a CSV file, and the command exits 1 when any
 * row failed. With `confirm`, a real run is preceded by a dry run whose answer
 * `confirm` sees first.
 */
export async function runBulkImport<Row>(f: Factory, options: BulkImportOptions<Row>): Promise<ImportResult> {
  const { io, t } = f;
  if (options.failedOut !== undefined) {
    const problem = await whyNotWritable(options.failedOut);
    if (problem)
      throw new UsageError(t('bulk.failedOutUnwritable', { file: options.failedOut, message: problem }));
  }
  const checked = checkRecords(options.records, options, t);
  let result: ImportResult;
  if (options.dryRun || !options.confirm) {
    result = await sendBatchesWithBar(f, options, checked, options.dryRun, options.label);
  } else {
    const plan = await sendBatchesWithBar(f, options, checked, true, options.checkLabel ?? options.label);
    await options.confirm(plan);
    const changes = plan.summary.created + plan.summary.updated;
    result =
      changes === 0
        ? { ...plan, dryRun: false }
        : await sendBatchesWithBar(f, options, checked, false, options.label);
  }
  const { summary, rows: results } = result;

  const failed = results.filter((row) => row.outcome === 'failed');
  if (f.json) printJson(io, result);
  else {
    for (const row of failed)
      io.warn(t('bulk.rowFailed', { line: row.line, key: row.key, reason: row.reason?.message ?? '' }));
  }
  for (const warning of options.warnings?.(result) ?? []) io.warn(warning);
  const keys = options.summaryKeys ?? { done: 'bulk.summary', dryRun: 'bulk.summaryDryRun' };
  io.info(t(options.dryRun ? keys.dryRun : keys.done, summary));
  if (options.failedOut !== undefined) {
    try {
      await writeFile(options.failedOut, failedRowsCsv(options.header, options.records, failed), 'utf8');
    } catch (error) {
      // Checked before the import, but the disk may fill or the folder go: the summary above still stands.
      io.warn(t('bulk.failedOutNotWritten', { file: options.failedOut, message: (error as Error).message }));
      throw new SilentError(1);
    }
    io.info(t('bulk.failedWritten', { count: failed.length, file: options.failedOut }));
  }
  if (failed.length > 0) throw new SilentError(1);
  return result;
}
