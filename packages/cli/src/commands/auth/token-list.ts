import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { formatTable } from '../../io/table';
import { pageFromItems } from '../../services/page-from-items';
import { listApiTokens, tokenRows } from '../../services/token-service';
import { readsFrom } from '../json-fields-source';
import { addListOptions, type ListFlags, listPagesOptions } from '../list-options';

/** `ailab auth token list`. */
export function newTokenListCommand(
  context: CommandContext,
  runF: (factory: Factory, flags?: ListFlags) => Promise<void> = runTokenList,
): Command {
  const command = new Command('list').alias('ls').description(context.t('auth.token.list.description'));
  return addListOptions(
    readsFrom(command, 'user', 'token', { element: 'tokens', extra: ['expired'] }),
    context.t,
  ).action((flags: ListFlags) => runF(context.factory(), flags));
}

/**
 * Lists the named API tokens, expired ones included and marked expired (issue 24 item 17: they were hidden, so a
 * CI token that had run out just vanished): a table on a terminal, tab-separated when piped, the page object
 * `{ items, next_cursor, total }` with --json (each token's `expired`).
 */
export async function runTokenList(f: Factory, flags: ListFlags = {}): Promise<void> {
  const { io, t } = f;
  const paging = listPagesOptions(flags, t);
  await requireToken(f);
  const answer = await listApiTokens(await f.api(), true);
  const page = pageFromItems(answer.tokens, paging);
  // Every list's one JSON shape, the page object (issue 24 item 15; was the endpoint's `{ tokens }`).
  if (f.json) {
    printJson(io, page);
    return;
  }
  if (answer.tokens.length === 0) {
    io.info(t('auth.token.list.empty'));
    return;
  }
  const header = ['id', 'name', 'created', 'expires', 'lastUsed', 'scopes', 'state'].map((key) =>
    t(`auth.token.list.columns.${key}`),
  );
  // Plain words: colour codes inside a cell would skew the table's widths.
  const state = (expired: boolean) => t(expired ? 'auth.token.list.expired' : 'auth.token.list.active');
  io.print(formatTable(header, tokenRows(page.items, state), io.tableWidth, io.out.bold));
  if (io.stdoutIsTTY && page.items.length < page.total)
    io.info(io.err.dim(t('list.more', { shown: page.items.length, total: page.total })));
}
