import type { Command } from 'commander';
import type { Translate } from '../i18n/translator';

/** The flags every import command takes. */
export interface BulkFlags {
  dryRun?: boolean;
  failedOut?: string;
}

/** Adds `--dry-run` and `--failed-out <file>` to an import command (see `services/bulk-import.ts`). */
export function addBulkOptions(command: Command, t: Translate): Command {
  return command
    .option('--dry-run', t('bulk.options.dryRun'))
    .option('--failed-out <file>', t('bulk.options.failedOut'));
}
