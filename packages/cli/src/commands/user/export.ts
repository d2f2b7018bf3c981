import type { RoleNumber } from '@ailab/core/roles/roles';
import { Command, Option } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { listUsers } from '../../services/user-admin-service';
import { parseRole } from './parse-role';

/** The flags of `ailab user export`. */
export interface UserExportOptions {
  role?: RoleNumber;
  search?: string;
  disabled?: boolean;
}

/** `ailab user export [--role N] [--search q] [--disabled] > users.csv`. */
export function newUserExportCommand(
  context: CommandContext,
  runF: (options: UserExportOptions, factory: Factory) => Promise<void> = runUserExport,
): Command {
  const { t } = context;
  return new Command('export')
    .description(t('user.export.description'))
    .addOption(new Option('-r, --role <n>', t('user.list.options.role')).argParser(parseRole))
    .option('-s, --search <text>', t('user.list.options.search'))
    .option('--disabled', t('user.list.options.disabled'))
    .action((options: UserExportOptions) => runF(options, context.factory()));
}

/**
 * Every matching user as CSV on stdout (the import's columns first, so the file
 * imports again as all unchanged); `--json` prints the users instead.
 */
export async function runUserExport(options: UserExportOptions, f: Factory): Promise<void> {
  await requireToken(f);
  const page = await listUsers(
    await f.api(),
    { search: options.search, role: options.role, disabled: options.disabled },
    { all: true, limit: 100 },
  );
  if (f.json) {
    printJson(f.io, page.items);
    return;
  }
  const [{ toCsv }, { USER_EXPORT_HEADER, userExportRow }] = await Promise.all([
    import('@ailab/core/csv/csv-writer'),
    import('@ailab/core/admin/user-csv'),
  ]);
  // Core's one CSV writer: a cell that starts like a formula (=, +, -, @, tab, CR) is prefixed with '.
  f.io.stdout.write(toCsv(USER_EXPORT_HEADER, page.items.map(userExportRow), { lineEnd: '\n' }));
  f.io.info(f.t('user.export.done', { count: page.items.length }));
}
