import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { AuthRequiredError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { newTokenCreateCommand } from './token-create';
import { newTokenListCommand } from './token-list';
import { newTokenRevokeCommand } from './token-revoke';

/** `ailab auth token`: prints the token in use; its subcommands manage named API tokens. */
export function newTokenCommand(
  context: CommandContext,
  runF: (factory: Factory) => Promise<void> = runPrintToken,
): Command {
  return new Command('token')
    .description(context.t('auth.token.description'))
    .addCommand(newTokenCreateCommand(context))
    .addCommand(newTokenListCommand(context))
    .addCommand(newTokenRevokeCommand(context))
    .action(() => runF(context.factory()));
}

/** Prints the token in use (flag, environment or stored) to stdout; exit 4 when there is none. */
export async function runPrintToken(f: Factory): Promise<void> {
  const token = await f.token();
  if (token === null) throw new AuthRequiredError(f.t('auth.token.none', { server: f.server }));
  f.io.print(token.value);
}
