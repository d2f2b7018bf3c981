import { LANGUAGES } from '@ailab/core/i18n/languages';
import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { SETTING_KEYS } from '../../config/settings';
import { UsageError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { treeFromCommand } from '../../services/command-tree';

/** `ailab completion bash|zsh|fish`. */
export function newCompletionCommand(
  context: CommandContext,
  root: () => Command,
  runF: (shell: string, root: Command, factory: Factory) => Promise<void> = runCompletion,
): Command {
  return new Command('completion')
    .description(context.t('completion.description'))
    .argument('<shell>', context.t('completion.shellArgument'))
    .addHelpText('after', `\n${context.t('completion.examples')}`)
    .action((shell: string) => runF(shell, root(), context.factory()));
}

/** Prints the completion script for the shell to stdout. */
export async function runCompletion(shell: string, root: Command, f: Factory): Promise<void> {
  const { completionScript, isShell } = await import('../../services/completion-scripts');
  if (!isShell(shell)) throw new UsageError(f.t('completion.unknownShell', { shell }));
  const { endpointListing } = await import('../../services/endpoint-list');
  const script = completionScript(shell, treeFromCommand(root), {
    languages: LANGUAGES,
    settingKeys: SETTING_KEYS,
    endpoints: endpointListing().map((entry) => entry.name),
  });
  f.io.print(script);
}
