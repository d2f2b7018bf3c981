import { fullName } from '@ailab/core/session/session';
import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { formatRoles } from '../auth/status';
import { readsFrom } from '../json-fields-source';

/** `ailab whoami`. */
export function newWhoamiCommand(
  context: CommandContext,
  runF: (factory: Factory) => Promise<void> = runWhoami,
): Command {
  const command = new Command('whoami')
    .description(context.t('whoami.description'))
    .action(() => runF(context.factory()));
  return readsFrom(command, 'user', 'whoAmI');
}

/**
 * Prints the signed-in user: name, email and roles on a terminal, the email
 * alone when piped, and who_am_i's whole answer with --json.
 */
export async function runWhoami(f: Factory): Promise<void> {
  const { io, t } = f;
  await requireToken(f);
  const answer = await (await f.api()).user.whoAmI({});
  if (f.json) {
    printJson(io, answer);
    return;
  }
  const { user } = answer;
  if (!io.stdoutIsTTY) {
    io.print(user.email);
    return;
  }
  io.print(`${io.out.bold(fullName(user) ?? t('auth.status.noName'))} <${user.email}>`);
  io.print(`${t('auth.status.roles')}: ${formatRoles(user.roles) || '-'}`);
}
