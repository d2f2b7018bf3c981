import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printList } from '../../io/print-list';
import { pageFromItems } from '../../services/page-from-items';
import { readsFrom } from '../json-fields-source';
import { addListOptions, type ListFlags, listPagesOptions } from '../list-options';

/** `ailab news sources list`: every source with its health (role 99). */
export function newNewsSourcesListCommand(
  context: CommandContext,
  runF: (factory: Factory, flags?: ListFlags) => Promise<void> = runNewsSourcesList,
): Command {
  const command = new Command('list').alias('ls').description(context.t('news:cli.sources.list.description'));
  return addListOptions(readsFrom(command, 'adminNews', 'sourcesList'), context.t).action(
    (flags: ListFlags) => runF(context.factory(), flags),
  );
}

/** Sources with state: a table on a terminal, TSV when piped, `{ items, next_cursor, total }` with --json. */
export async function runNewsSourcesList(f: Factory, flags: ListFlags = {}): Promise<void> {
  const paging = listPagesOptions(flags, f.t);
  await requireToken(f);
  const { items } = await (await f.api()).adminNews.sourcesList({});
  const header = (key: string) => f.t(`news:cli.columns.${key}`);
  const status = (source: (typeof items)[number]) => {
    if (!source.enabled) return f.t('news:cli.sources.disabled');
    const state = source.health.last_status ?? 'never';
    const kind = source.health.last_error_kind;
    const text = f.t(`news:web.status.${state}`) + (kind ? ` (${f.t(`news:kinds.${kind}`)})` : '');
    return source.health.flagged ? `⚠ ${text}` : text;
  };
  printList(f, pageFromItems(items, paging), [
    { header: header('id'), value: (source) => source.id },
    { header: header('name'), value: (source) => source.name },
    { header: header('status'), value: status },
    { header: header('articles'), value: (source) => source.article_count },
    { header: header('lastSuccess'), value: (source) => source.health.last_success_at },
    { header: header('url'), value: (source) => (source.kind === 'manual' ? '' : source.url) },
  ]);
}
