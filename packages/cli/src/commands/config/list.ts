import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { SETTING_KEYS } from '../../config/settings';
import type { Factory } from '../../factory/factory';
import { printJson } from '../../io/json-output';

/** `ailab config list`. */
export function newConfigListCommand(
  context: CommandContext,
  runF: (factory: Factory) => Promise<void> = runConfigList,
): Command {
  return new Command('list')
    .alias('ls')
    .description(context.t('config.list.description'))
    .action(() => runF(context.factory()));
}

/** Prints every setting as `key=value` (empty when unset), or the stored object with --json. */
export async function runConfigList(f: Factory): Promise<void> {
  if (f.json) {
    printJson(f.io, f.settings);
    return;
  }
  for (const key of SETTING_KEYS) f.io.print(`${key}=${f.settings[key] ?? ''}`);
}
