import { Command, Option } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printList } from '../../io/print-list';
import { fetchList } from '../../services/list-pages';
import { readsFrom } from '../json-fields-source';
import { addListOptions, type ListFlags, listPagesOptions } from '../list-options';

/** The flags of `ailab repos list`. */
export interface ReposListFlags extends ListFlags {
  language?: string;
  topic?: string;
  sort?: 'stars' | 'pushed' | 'name';
  removed?: boolean;
}

/** `ailab repos list [query] [--language L] [--topic T] [--sort stars|pushed|name] [--limit N|--all]`. */
export function newReposListCommand(
  context: CommandContext,
  runF: (query: string | undefined, flags: ReposListFlags, factory: Factory) => Promise<void> = runReposList,
): Command {
  const { t } = context;
  const command = new Command('list')
    .alias('ls')
    .description(t('news:cli.repos.list.description'))
    .argument('[query]', t('news:cli.repos.list.query'))
    .option('--language <language>', t('news:cli.repos.list.language'))
    .option('--topic <topic>', t('news:cli.repos.list.topic'))
    .addOption(
      new Option('--sort <order>', t('news:cli.repos.list.sort')).choices(['stars', 'pushed', 'name']),
    )
    .option('--removed', t('news:cli.repos.list.removed'));
  return addListOptions(readsFrom(command, 'ailabGithub', 'resources'), t).action(
    (query: string | undefined, flags: ReposListFlags) => runF(query, flags, context.factory()),
  );
}

/** Tracked repositories, most stars first: a table on a terminal, TSV when piped, the page with --json. */
export async function runReposList(
  query: string | undefined,
  flags: ReposListFlags,
  f: Factory,
): Promise<void> {
  const paging = listPagesOptions(flags, f.t);
  await requireToken(f);
  const api = await f.api();
  const filters = {
    ...(query?.trim() ? { query } : {}),
    ...(flags.language ? { language: flags.language } : {}),
    ...(flags.topic ? { topic: flags.topic } : {}),
    // Most stars first, the most recently pushed first, names A to Z.
    ...(flags.sort ? { sort: flags.sort === 'name' ? ('name' as const) : (`-${flags.sort}` as const) } : {}),
    ...(flags.removed ? { include_removed: true } : {}),
  };
  const page = await fetchList(api.ailabGithub.resources, filters, paging);
  const header = (key: string) => f.t(`news:cli.columns.${key}`);
  printList(f, page, [
    { header: header('repository'), value: (repo) => repo.full_name },
    { header: header('language'), value: (repo) => repo.language },
    { header: header('stars'), value: (repo) => repo.stars },
    { header: header('pushed'), value: (repo) => repo.pushed_at?.slice(0, 10) },
    {
      header: header('topics'),
      value: (repo) =>
        [
          ...(repo.archived ? [f.t('news:repos.archived')] : []),
          ...(repo.removed_at ? [f.t('news:cli.repos.removed')] : []),
          ...repo.topics,
        ].join(', '),
    },
  ]);
}
