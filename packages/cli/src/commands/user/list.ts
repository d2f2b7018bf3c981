import type { RoleNumber } from '@ailab/core/roles/roles';
import { Command, Option } from 'commander';
import type { CommandContext } from '../../command-context';
import { UsageError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printList } from '../../io/print-list';
import { parseSince } from '../../services/relative-since';
import { listUsers, userRow } from '../../services/user-admin-service';
import { readsFrom } from '../json-fields-source';
import { addListOptions, type ListFlags, listPagesOptions } from '../list-options';
import { parseRole } from './parse-role';

/** The flags of `ailab user list`. */
export interface UserListOptions extends ListFlags {
  search?: string;
  role?: RoleNumber;
  disabled?: boolean;
  verified?: boolean;
  neverSignedIn?: boolean;
  createdSince?: string;
  sort?: UserSort;
}

/** The orders `admin/all_users` takes; `-` first is descending. */
const USER_SORTS = ['name', 'email', 'user_name', 'created_at', 'last_login'] as const;
type UserSort = (typeof USER_SORTS)[number] | `-${(typeof USER_SORTS)[number]}`;

/** The column headers of a user row, translated. */
export function userColumnHeaders(f: Pick<Factory, 't'>): string[] {
  return ['email', 'name', 'userName', 'roles', 'status', 'created'].map((key) => f.t(`user.columns.${key}`));
}

/**
 * `ailab user list [--search q] [--role N] [--disabled] [--[no-]verified] [--never-signed-in] [--created-since D] [--sort K]
 * [--limit N | --all] [--json]`.
 */
export function newUserListCommand(
  context: CommandContext,
  runF: (options: UserListOptions, factory: Factory) => Promise<void> = runUserList,
): Command {
  const command = new Command('list')
    .alias('ls')
    .description(context.t('user.list.description'))
    .option('-s, --search <text>', context.t('user.list.options.search'))
    .addOption(new Option('-r, --role <n>', context.t('user.list.options.role')).argParser(parseRole))
    .option('--disabled', context.t('user.list.options.disabled'))
    .option('--verified', context.t('user.list.options.verified'))
    .option('--no-verified', context.t('user.list.options.unverified'))
    .option('--never-signed-in', context.t('user.list.options.neverSignedIn'))
    .option('--created-since <date>', context.t('user.list.options.createdSince'))
    .addOption(
      new Option('--sort <key>', context.t('user.list.options.sort')).choices([
        ...USER_SORTS,
        ...USER_SORTS.map((key) => `-${key}` as const),
      ]),
    )
    .addHelpText('after', `\n${context.t('user.list.examples')}`);
  return addListOptions(readsFrom(command, 'adminUsers', 'allUsers'), context.t).action(
    (options: UserListOptions) => runF(options, context.factory()),
  );
}

/** Lists users: a table on a terminal, TSV when piped, the page object with --json. */
export async function runUserList(options: UserListOptions, f: Factory): Promise<void> {
  await requireToken(f);
  const createdSince =
    options.createdSince === undefined ? undefined : parseSince(options.createdSince, new Date());
  if (createdSince === null)
    throw new UsageError(f.t('audit.list.badTime', { flag: '--created-since', value: options.createdSince }));
  const page = await listUsers(
    await f.api(),
    {
      search: options.search,
      role: options.role,
      disabled: options.disabled,
      verified: options.verified,
      neverSignedIn: options.neverSignedIn,
      createdSince,
      sort: options.sort,
    },
    listPagesOptions(options, f.t),
  );
  const headers = userColumnHeaders(f);
  printList(
    f,
    page,
    headers.map((header, index) => ({ header, value: (user) => userRow(user, f.t)[index] })),
  );
}
