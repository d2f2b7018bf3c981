import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { UsageError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { setSetting, settingKey, unsetSetting } from '../../services/config-service';

/** Flags of `ailab config set`. */
export interface ConfigSetOptions {
  unset?: boolean;
}

/** `ailab config set <key> <value>` (or `--unset <key>`). */
export function newConfigSetCommand(
  context: CommandContext,
  runF: (
    key: string,
    value: string | undefined,
    options: ConfigSetOptions,
    factory: Factory,
  ) => Promise<void> = runConfigSet,
): Command {
  const { t } = context;
  return new Command('set')
    .description(t('config.set.description'))
    .argument('<key>', t('config.keyArgument'))
    .argument('[value]', t('config.set.valueArgument'))
    .option('--unset', t('config.set.unset'))
    .action((key: string, value: string | undefined, options: ConfigSetOptions) =>
      runF(key, value, options, context.factory()),
    );
}

/** Validates the value for its key and writes it with conf. */
export async function runConfigSet(
  rawKey: string,
  value: string | undefined,
  options: ConfigSetOptions,
  f: Factory,
): Promise<void> {
  const { t, io } = f;
  const key = settingKey(rawKey, t);
  const store = await f.settingsStore();
  if (options.unset) {
    unsetSetting(store, key);
    io.info(`${io.err.green('✓')} ${t('config.set.unsetDone', { key })}`);
    return;
  }
  if (value === undefined) {
    throw new UsageError(t('config.set.valueNeeded', { key }));
  }
  const stored = setSetting(store, key, value, t);
  io.info(`${io.err.green('✓')} ${t('config.set.done', { key, value: String(stored) })}`);
}
