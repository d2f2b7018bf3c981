import { roleName } from '@ailab/core/roles/roles';
import { Command, Option } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printList } from '../../io/print-list';
import { fetchList } from '../../services/list-pages';
import { readsFrom } from '../json-fields-source';
import { addListOptions, type ListFlags, listPagesOptions } from '../list-options';

const STATUSES = ['pending', 'approved', 'declined', 'any'] as const;

/** The flags of `ailab access requests`. */
export interface AccessRequestsFlags extends ListFlags {
  status?: (typeof STATUSES)[number];
}

/** `ailab access requests`: the administrators' queue, pending ones by default. */
export function newAccessRequestsCommand(context: CommandContext): Command {
  const { t } = context;
  const command = new Command('requests')
    .description(t('users:access.cli.requestsDescription'))
    .addOption(
      new Option('--status <status>', t('users:access.cli.statusOption'))
        .choices(STATUSES)
        .default('pending'),
    );
  return addListOptions(readsFrom(command, 'accessRequests', 'list'), t).action(
    (flags: AccessRequestsFlags) => runAccessRequests(context.factory(), flags),
  );
}

/** Lists access requests, newest first: a table on a terminal, TSV when piped, the page with `--json`. */
export async function runAccessRequests(f: Factory, flags: AccessRequestsFlags): Promise<void> {
  const paging = listPagesOptions(flags, f.t);
  await requireToken(f);
  const api = await f.api();
  const status = flags.status === 'any' || flags.status === undefined ? undefined : flags.status;
  const page = await fetchList(api.accessRequests.list, status ? { status } : {}, paging);
  const header = (key: string) => f.t(`users:access.cli.columns.${key}`);
  printList(f, page, [
    { header: header('id'), value: (item) => item.id },
    { header: header('when'), value: (item) => item.created_at },
    { header: header('person'), value: (item) => `${item.user_name} <${item.email}>` },
    {
      header: header('role'),
      value: (item) => `${f.t(`auth:roles.${roleName(item.role) ?? 'member'}`)} (${item.role})`,
    },
    { header: header('status'), value: (item) => f.t(`users:access.status.${item.status}`) },
    { header: header('reason'), value: (item) => item.reason ?? '' },
  ]);
}
