import { ROSTER_BULK_CSV } from '@ailab/core/bulk/roster-bulk-csv';
import { UsageError } from '../errors/cli-errors';
import type { Factory } from '../factory/factory';
import { confirmDestructive } from '../io/confirm-destructive';
import { parseCsv } from '../io/csv';
import { readCsvFile } from '../io/read-csv-file';
import { type ImportResult, runBulkImport } from './bulk-import';

/** The flags of `ailab institute roster import`. */
export interface RosterImportFlags {
  dryRun?: boolean;
  failedOut?: string;
  yes?: boolean;
}

/**
 * Imports a roster file (`email, first_name, last_name, team`) into an institute on the shared
 * bulk import: rows checked locally (a second line with an address an earlier one holds fails
 * naming it), a dry run of the whole file first that must be confirmed (or `--yes`), per-row
 * results, `--failed-out`, exit 1 when a row failed. Idempotent by email: a re-run after a crash
 * ends exact, and accounts it created before are not invited twice.
 */
export async function importRosterFile(
  f: Factory,
  institute: string,
  file: string,
  flags: RosterImportFlags,
) {
  const records = parseCsv(await readCsvFile(file, f.t), ROSTER_BULK_CSV.fields, f.t);
  if (records.length === 0) throw new UsageError(f.t('institutes:cli.roster.noRows', { file }));
  await runBulkImport(f, {
    records,
    ...ROSTER_BULK_CSV,
    send: (api, body) => api.instituteExtras.rosterImport({ institute_id: institute, ...body }),
    dryRun: flags.dryRun === true,
    ...(flags.failedOut ? { failedOut: flags.failedOut } : {}),
    label: f.t('institutes:cli.roster.label'),
    ...(flags.yes
      ? {}
      : {
          confirm: async (plan: ImportResult) => {
            const { created, updated } = plan.summary;
            if (created + updated === 0) return;
            if (f.io.canPrompt) f.io.info(f.t('bulk.summaryDryRun', plan.summary));
            await confirmDestructive(f.io, f.t, flags.yes, {
              question: f.t('institutes:cli.roster.confirm', { created, updated }),
              consequence: f.t('institutes:cli.roster.needsYes', { created, updated }),
            });
          },
        }),
  });
}
