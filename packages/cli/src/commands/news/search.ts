import { Command, Option } from 'commander';
import type { CommandContext } from '../../command-context';
import { UsageError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printList } from '../../io/print-list';
import { fetchList } from '../../services/list-pages';
import { resolveSourceIds } from '../../services/news-service';
import { parseSince } from '../../services/relative-since';
import { readsFrom } from '../json-fields-source';
import { addListOptions, type ListFlags, listPagesOptions } from '../list-options';

/** The flags of `ailab news search`. */
export interface NewsSearchFlags extends ListFlags {
  source?: string[];
  tag?: string;
  since?: string;
  sort?: 'relevance' | 'date';
}

const collect = (value: string, previous: string[] = []) => [...previous, value];

/** `ailab news search [query] [--source S]… [--tag T] [--since 7d] [--sort relevance|date] [--limit N|--all]`. */
export function newNewsSearchCommand(
  context: CommandContext,
  runF: (
    query: string | undefined,
    flags: NewsSearchFlags,
    factory: Factory,
  ) => Promise<void> = runNewsSearch,
): Command {
  const { t } = context;
  const command = new Command('search')
    .description(t('news:cli.search.description'))
    .argument('[query]', t('news:cli.search.query'))
    .option('--source <source>', t('news:cli.search.source'), collect)
    .option('--tag <tag>', t('news:cli.search.tag'))
    .option('--since <when>', t('news:cli.search.since'))
    .addOption(new Option('--sort <order>', t('news:cli.search.sort')).choices(['relevance', 'date']));
  return addListOptions(readsFrom(command, 'ailabNews', 'search'), t).action(
    (query: string | undefined, flags: NewsSearchFlags) => runF(query, flags, context.factory()),
  );
}

/** Searches news: a table on a terminal, TSV when piped, the page with --json. */
export async function runNewsSearch(
  query: string | undefined,
  flags: NewsSearchFlags,
  f: Factory,
): Promise<void> {
  const paging = listPagesOptions(flags, f.t);
  const since = flags.since === undefined ? undefined : parseSince(flags.since, new Date());
  if (since === null) throw new UsageError(f.t('news:cli.search.badSince', { value: flags.since }));
  await requireToken(f);
  const api = await f.api();
  const sourceIds = await resolveSourceIds(api, flags.source ?? [], f.t);
  const filters = {
    ...(query?.trim() ? { query } : {}),
    ...(sourceIds.length > 0 ? { source_ids: sourceIds } : {}),
    ...(flags.tag ? { tag: flags.tag } : {}),
    ...(since ? { since } : {}),
    ...(flags.sort ? { sort: flags.sort === 'date' ? ('-published' as const) : ('relevance' as const) } : {}),
  };
  let capped = false;
  // The list helper keeps pages only; whether any page was capped is noted on the way.
  const search: typeof api.ailabNews.search = (body) =>
    api.ailabNews.search(body).then((answer) => {
      capped ||= answer.capped;
      return answer;
    });
  const page = await fetchList(search, filters, paging);
  const header = (key: string) => f.t(`news:cli.columns.${key}`);
  printList(f, page, [
    { header: header('published'), value: (article) => article.published_at.slice(0, 10) },
    { header: header('source'), value: (article) => article.source.name },
    { header: header('title'), value: (article) => article.title },
    { header: header('link'), value: (article) => article.url },
  ]);
  if (capped && !f.json) f.io.info(f.io.err.dim(f.t('news:cli.capped')));
}
