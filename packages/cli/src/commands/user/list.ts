import type { RoleNumber } from '@ailab/core/roles/roles';
import { Command, Option } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printList } from '../../io/print-list';
import { listUsers, userRow } from '../../services/user-admin-service';
import { readsFrom } from '../json-fields-source';
import { addListOptions, type ListFlags, listPagesOptions } from '../list-options';
import { parseRole } from './parse-role';

/** The flags of `ailab user list`. */
export interface UserListOptions extends ListFlags {
  search?: string;
  role?: RoleNumber;
  disabled?: boolean;
}

/** The column headers of a user row, translated. */
export function userColumnHeaders(f: Pick<Factory, 't'>): string[] {
  return ['email', 'name', 'userName', 'roles', 'status', 'created'].map((key) => f.t(`user.columns.${key}`));
}

/** `ailab user list [--search q] [--role N] [--disabled] [--limit N | --all] [--json]`. */
export function newUserListCommand(
  context: CommandContext,
  runF: (options: UserListOptions, factory: Factory) => Promise<void> = runUserList,
): Command {
  const command = new Command('list')
    .alias('ls')
    .description(context.t('user.list.description'))
    .option('-s, --search <text>', context.t('user.list.options.search'))
    .addOption(new Option('-r, --role <n>', context.t('user.list.options.role')).argParser(parseRole))
    .option('--disabled', context.t('user.list.options.disabled'));
  return addListOptions(readsFrom(command, 'adminUsers', 'allUsers'), context.t).action(
    (options: UserListOptions) => runF(options, context.factory()),
  );
}

/** Lists users: a table on a terminal, TSV when piped, the page object with --json. */
export async function runUserList(options: UserListOptions, f: Factory): Promise<void> {
  await requireToken(f);
  const page = await listUsers(
    await f.api(),
    { search: options.search, role: options.role, disabled: options.disabled },
    listPagesOptions(options, f.t),
  );
  const headers = userColumnHeaders(f);
  printList(
    f,
    page,
    headers.map((header, index) => ({ header, value: (user) => userRow(user, f.t)[index] })),
  );
}
