import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { addBulkOptions, type BulkFlags } from '../bulk-options';

/** `ailab event import events.csv [--dry-run] [--failed-out failed.csv]`. */
export function newEventImportCommand(
  context: CommandContext,
  runF: (file: string, flags: BulkFlags, factory: Factory) => Promise<void> = runEventImport,
): Command {
  return addBulkOptions(
    new Command('import')
      .description(context.t('events:cli.import.description'))
      .argument('<file>', context.t('events:cli.import.file')),
    context.t,
  ).action((file: string, flags: BulkFlags) => runF(file, flags, context.factory()));
}

/** Creates or updates events by slug from a CSV file; per-row results with --json, exit 1 when a row failed. */
export async function runEventImport(file: string, flags: BulkFlags, f: Factory): Promise<void> {
  await requireToken(f);
  // The CSV parser and the contract's row schema load only for this command.
  const { importEventsFile } = await import('../../services/event-import');
  await importEventsFile(f, file, flags);
}
