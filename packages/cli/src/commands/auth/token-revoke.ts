import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { revokeApiToken } from '../../services/token-service';

/** `ailab auth token revoke <id>`. */
export function newTokenRevokeCommand(
  context: CommandContext,
  runF: (id: string, factory: Factory) => Promise<void> = runTokenRevoke,
): Command {
  return new Command('revoke')
    .description(context.t('auth.token.revoke.description'))
    .argument('<id>', context.t('auth.token.revoke.id'))
    .action((id: string) => runF(id, context.factory()));
}

/** Revokes a named API token; --json prints the remaining tokens as the contract answers them. */
export async function runTokenRevoke(id: string, f: Factory): Promise<void> {
  await requireToken(f);
  const answer = await revokeApiToken(await f.api(), id);
  if (f.json) printJson(f.io, answer);
  else f.io.info(`${f.io.err.green('✓')} ${f.t('auth.token.revoke.done', { id })}`);
}
