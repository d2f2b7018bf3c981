import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { EXIT, SilentError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { printJson } from '../../io/json-output';
import { settingKey, settingText } from '../../services/config-service';

/** `ailab config get <key>`. */
export function newConfigGetCommand(
  context: CommandContext,
  runF: (key: string, factory: Factory) => Promise<void> = runConfigGet,
): Command {
  return new Command('get')
    .description(context.t('config.get.description'))
    .argument('<key>', context.t('config.keyArgument'))
    .action((key: string) => runF(key, context.factory()));
}

/** Prints the stored value; exit 1 (nothing printed) when the key is not set. */
export async function runConfigGet(rawKey: string, f: Factory): Promise<void> {
  const key = settingKey(rawKey, f.t);
  const value = settingText(f.settings, key);
  if (f.json) {
    printJson(f.io, { [key]: f.settings[key] ?? null });
    return;
  }
  if (value === undefined) {
    f.io.info(f.t('config.get.notSet', { key }));
    throw new SilentError(EXIT.error);
  }
  f.io.print(value);
}
