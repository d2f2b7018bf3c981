import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printList } from '../../io/print-list';
import { fetchList } from '../../services/list-pages';
import { addBulkOptions } from '../bulk-options';
import { addListOptions, type ListFlags, listPagesOptions } from '../list-options';

interface ImportFlags {
  dryRun?: boolean;
  failedOut?: string;
  yes?: boolean;
}

async function runRosterImport(
  institute: string,
  file: string,
  flags: ImportFlags,
  f: Factory,
): Promise<void> {
  await requireToken(f);
  // The CSV parser and the row schema load only for this command.
  const { importRosterFile } = await import('../../services/roster-import');
  await importRosterFile(f, institute, file, flags);
}

async function runRosterExport(
  institute: string,
  flags: ListFlags & { csv?: boolean },
  f: Factory,
): Promise<void> {
  await requireToken(f);
  const api = await f.api();
  const page = await fetchList(
    api.instituteExtras.roster,
    { institute_id: institute, sort: 'name' },
    listPagesOptions(flags, f.t),
  );
  if (flags.csv) {
    const { toCsv } = await import('@ailab/core/csv/csv-writer');
    f.io.print(
      toCsv(
        ['email', 'first_name', 'last_name', 'team'],
        page.items.map((member) => {
          const [given = '', ...family] = member.name.split(' ');
          return [member.email, given, family.join(' '), member.team_name ?? ''];
        }),
        { lineEnd: '\n' },
      ),
    );
    return;
  }
  printList(f, page, [
    { header: f.t('institutes:cli.columns.email'), value: (m) => m.email },
    { header: f.t('institutes:cli.columns.name'), value: (m) => m.name },
    { header: f.t('institutes:cli.columns.team'), value: (m) => m.team_name },
    { header: f.t('institutes:cli.roster.since'), value: (m) => m.from.slice(0, 10) },
  ]);
}

/** `ailab institute roster import <institute> roster.csv [--dry-run] [--yes] [--failed-out f]` and `roster export`. */
export function newInstituteRosterCommand(context: CommandContext): Command {
  const { t } = context;
  const importCommand = addBulkOptions(
    new Command('import')
      .description(t('institutes:cli.roster.import'))
      .argument('<institute>', t('institutes:cli.instituteArg'))
      .argument('<file>', t('institutes:cli.roster.file'))
      .option('-y, --yes', t('institutes:cli.yes')),
    t,
  ).action((institute: string, file: string, flags: ImportFlags) =>
    runRosterImport(institute, file, flags, context.factory()),
  );
  const exportCommand = addListOptions(
    new Command('export')
      .description(t('institutes:cli.roster.export'))
      .argument('<institute>', t('institutes:cli.instituteArg'))
      .option('--csv', t('institutes:cli.roster.csv')),
    t,
  ).action((institute: string, flags: ListFlags & { csv?: boolean }) =>
    runRosterExport(institute, flags, context.factory()),
  );
  return new Command('roster')
    .description(t('institutes:cli.roster.description'))
    .addCommand(importCommand)
    .addCommand(exportCommand);
}
