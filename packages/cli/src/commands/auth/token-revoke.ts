import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { NotFoundError, UsageError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { listApiTokens, revokeApiToken } from '../../services/token-service';

/** `ailab auth token revoke <id|name>`. */
export function newTokenRevokeCommand(
  context: CommandContext,
  runF: (id: string, factory: Factory) => Promise<void> = runTokenRevoke,
): Command {
  return new Command('revoke')
    .description(context.t('auth.token.revoke.description'))
    .argument('<id>', context.t('auth.token.revoke.id'))
    .action((id: string) => runF(id, context.factory()));
}

/**
 * Revokes one of my API tokens by its id or its name (issue 24 item 17); a name two tokens share is a
 * usage error listing their ids, an unknown one is not found (exit 3). --json prints the remaining tokens.
 */
export async function runTokenRevoke(ref: string, f: Factory): Promise<void> {
  await requireToken(f);
  const api = await f.api();
  const { tokens } = await listApiTokens(api, true);
  const byId = tokens.find((token) => token.id === ref);
  const named = tokens.filter((token) => token.name === ref);
  if (!byId && named.length > 1)
    throw new UsageError(
      f.t('auth.token.revoke.ambiguous', { name: ref, ids: named.map((token) => token.id).join(', ') }),
    );
  const id = byId?.id ?? named[0]?.id;
  if (!id) throw new NotFoundError(f.t('auth.token.revoke.notFound', { ref }));
  const answer = await revokeApiToken(api, id);
  if (f.json) printJson(f.io, answer);
  else f.io.info(`${f.io.err.green('✓')} ${f.t('auth.token.revoke.done', { id })}`);
}
