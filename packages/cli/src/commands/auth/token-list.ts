import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { formatTable } from '../../io/table';
import { listApiTokens, tokenRows } from '../../services/token-service';

/** `ailab auth token list`. */
export function newTokenListCommand(
  context: CommandContext,
  runF: (factory: Factory) => Promise<void> = runTokenList,
): Command {
  return new Command('list')
    .alias('ls')
    .description(context.t('auth.token.list.description'))
    .action(() => runF(context.factory()));
}

/** Lists the named API tokens: a table on a terminal, tab-separated when piped, the contract answer with --json. */
export async function runTokenList(f: Factory): Promise<void> {
  const { io, t } = f;
  await requireToken(f);
  const answer = await listApiTokens(await f.api());
  if (f.json) {
    printJson(io, answer);
    return;
  }
  if (answer.tokens.length === 0) {
    io.info(t('auth.token.list.empty'));
    return;
  }
  const header = ['id', 'name', 'created', 'expires', 'lastUsed', 'scopes'].map((key) =>
    t(`auth.token.list.columns.${key}`),
  );
  io.print(formatTable(header, tokenRows(answer.tokens), io.stdoutIsTTY, io.out.bold));
}
