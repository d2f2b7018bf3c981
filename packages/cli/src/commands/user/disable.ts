import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { setDisabled } from '../../services/user-admin-service';

/** `ailab user disable <email>` and `ailab user enable <email>`. */
export function newUserDisableCommand(
  context: CommandContext,
  name: 'disable' | 'enable',
  runF: (email: string, disabled: boolean, factory: Factory) => Promise<void> = runUserDisable,
): Command {
  return new Command(name)
    .description(context.t(`user.${name}.description`))
    .argument('<email>', context.t('user.email'))
    .action((email: string) => runF(email, name === 'disable', context.factory()));
}

/** Disables (tokens stop at once) or re-enables an account. */
export async function runUserDisable(email: string, disabled: boolean, f: Factory): Promise<void> {
  await requireToken(f);
  const answer = await setDisabled(await f.api(), email.trim().toLowerCase(), disabled);
  if (f.json) printJson(f.io, answer);
  else f.io.info(answer.changed ? `${f.io.err.green('✓')} ${answer.message}` : answer.message);
}
