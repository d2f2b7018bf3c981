import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { resetAppSetting, type SettingChange, setAppSetting, settingText } from '../../services/app-settings';

/** `ailab settings set <key> <value>`. */
export function newSettingsSetCommand(
  context: CommandContext,
  runF: (key: string, value: string, factory: Factory) => Promise<void> = runSettingsSet,
): Command {
  return new Command('set')
    .description(context.t('settings.set.description'))
    .argument('<setting>', context.t('settings.key'))
    .argument('<value>', context.t('settings.set.value'))
    .action((key: string, value: string) => runF(key, value, context.factory()));
}

/** `ailab settings reset <key>`. */
export function newSettingsResetCommand(
  context: CommandContext,
  runF: (key: string, factory: Factory) => Promise<void> = runSettingsReset,
): Command {
  return new Command('reset')
    .description(context.t('settings.reset.description'))
    .argument('<setting>', context.t('settings.key'))
    .action((key: string) => runF(key, context.factory()));
}

function report(f: Factory, change: SettingChange): void {
  const { io, t } = f;
  if (f.json) {
    printJson(io, change);
    return;
  }
  const values = { key: change.setting.key, value: settingText(change.setting.value) || '""' };
  if (change.changed) io.info(`${io.err.green('✓')} ${t('settings.set.done', values)}`);
  else io.info(t('settings.set.unchanged', values));
}

/** Sets a platform setting (administrators; audited by the server); a value it already has writes nothing. */
export async function runSettingsSet(key: string, value: string, f: Factory): Promise<void> {
  await requireToken(f);
  report(f, await setAppSetting(await f.api(), key, value, f.t));
}

/** Puts a platform setting back to its default (administrators; audited by the server). */
export async function runSettingsReset(key: string, f: Factory): Promise<void> {
  await requireToken(f);
  report(f, await resetAppSetting(await f.api(), key, f.t));
}
