import { Command, Option } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printList } from '../../io/print-list';
import { fetchList } from '../../services/list-pages';
import { readsFrom } from '../json-fields-source';
import { addListOptions, type ListFlags, listPagesOptions } from '../list-options';

export interface InstituteListOptions extends ListFlags {
  search?: string;
  status?: 'active' | 'archived';
  kind?: 'university' | 'school' | 'company' | 'bootcamp' | 'other';
}

/** `ailab institute list [--search q] [--status S] [--kind K] [--limit N | --all] [--json]`. */
export function newInstituteListCommand(context: CommandContext): Command {
  const { t } = context;
  const command = new Command('list')
    .alias('ls')
    .description(t('institutes:cli.list.description'))
    .option('-s, --search <text>', t('institutes:cli.list.search'))
    .addOption(
      new Option('--status <status>', t('institutes:cli.list.status')).choices(['active', 'archived']),
    )
    .addOption(
      new Option('--kind <kind>', t('institutes:cli.list.kind')).choices([
        'university',
        'school',
        'company',
        'bootcamp',
        'other',
      ]),
    );
  return addListOptions(readsFrom(command, 'adminInstitutes', 'listing'), t).action(
    (options: InstituteListOptions) => runInstituteList(options, context.factory()),
  );
}

export async function runInstituteList(options: InstituteListOptions, f: Factory): Promise<void> {
  const paging = listPagesOptions(options, f.t);
  await requireToken(f);
  const api = await f.api();
  const page = await fetchList(
    api.adminInstitutes.listing,
    {
      ...(options.search ? { query: options.search } : {}),
      ...(options.status ? { status: options.status } : {}),
      ...(options.kind ? { kind: options.kind } : {}),
      sort: 'name',
    },
    paging,
  );
  const c = (key: string) => f.t(`institutes:cli.columns.${key}`);
  printList(f, page, [
    { header: c('slug'), value: (i) => i.slug },
    { header: c('name'), value: (i) => i.name },
    { header: c('kind'), value: (i) => i.kind },
    { header: c('status'), value: (i) => i.status },
    { header: c('teams'), value: (i) => i.counts.teams },
    { header: c('members'), value: (i) => i.counts.members },
    { header: c('supervisors'), value: (i) => i.counts.supervisors },
    { header: c('courses'), value: (i) => i.counts.courses },
  ]);
}
