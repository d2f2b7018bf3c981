import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { applicationsOf, exportTable } from '../../services/application-service';

/** `ailab application export --programme P > applications.csv`. */
export function newApplicationExportCommand(
  context: CommandContext,
  runF: (options: { programme?: string }, factory: Factory) => Promise<void> = runApplicationExport,
): Command {
  return new Command('export')
    .description(context.t('applications:cli.export.description'))
    .option('--programme <slug>', context.t('applications:cli.options.programme'))
    .action((options: { programme?: string }) => runF(options, context.factory()));
}

/** Answers flattened and scores per category, through core's one CSV writer (formulas neutralised). */
export async function runApplicationExport(options: { programme?: string }, f: Factory): Promise<void> {
  await requireToken(f);
  const applications = await applicationsOf(await f.api(), options.programme);
  if (f.json) {
    printJson(f.io, applications);
    return;
  }
  const { toCsv } = await import('@ailab/core/csv/csv-writer');
  const { header, rows } = exportTable(applications);
  f.io.stdout.write(toCsv(header, rows, { lineEnd: '\n' }));
  f.io.info(f.t('applications:cli.export.done', { count: rows.length }));
}
