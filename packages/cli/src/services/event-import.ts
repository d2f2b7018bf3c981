import { EVENT_BULK_CSV } from '@ailab/core/bulk/event-bulk-csv';
import type { Factory } from '../factory/factory';
import { parseCsvTable } from '../io/csv';
import { readCsvFile } from '../io/read-csv-file';
import { runBulkImport } from './bulk-import';

/** The flags of `ailab event import`. */
export interface EventImportFlags {
  dryRun?: boolean;
  failedOut?: string;
}

/**
 * `ailab event import <file>`: reads the CSV file (core's events columns, `EVENT_BULK_CSV`) and imports it in
 * batches on the shared bulk pattern.
 */
export async function importEventsFile(f: Factory, file: string, flags: EventImportFlags): Promise<void> {
  const text = await readCsvFile(file, f.t);
  const { records, header } = parseCsvTable(text, EVENT_BULK_CSV.fields, f.t);
  await runBulkImport(f, {
    records,
    header,
    ...EVENT_BULK_CSV,
    send: (api, body) => api.eventExtras.import(body),
    dryRun: flags.dryRun === true,
    ...(flags.failedOut ? { failedOut: flags.failedOut } : {}),
    label: f.t('events:cli.import.progress'),
  });
}
