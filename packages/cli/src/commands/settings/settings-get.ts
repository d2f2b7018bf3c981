import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { formatTable } from '../../io/table';
import { findAppSetting, listAppSettings, settingText } from '../../services/app-settings';

/** `ailab settings get [key]`. */
export function newSettingsGetCommand(
  context: CommandContext,
  runF: (key: string | undefined, factory: Factory) => Promise<void> = runSettingsGet,
): Command {
  return new Command('get')
    .description(context.t('settings.get.description'))
    .argument('[setting]', context.t('settings.key'))
    .action((key: string | undefined) => runF(key, context.factory()));
}

/**
 * With a key: its value alone (`{ setting }` with --json). Without: every setting with its value and
 * default as a table (`{ settings }` with --json), TSV when piped.
 */
export async function runSettingsGet(key: string | undefined, f: Factory): Promise<void> {
  const { io, t } = f;
  await requireToken(f);
  const api = await f.api();
  if (key !== undefined) {
    const setting = await findAppSetting(api, key, t);
    if (f.json) printJson(io, { setting });
    else io.print(settingText(setting.value));
    return;
  }
  const settings = await listAppSettings(api);
  if (f.json) {
    printJson(io, { settings });
    return;
  }
  const header = ['key', 'value', 'default', 'updated'].map((column) => t(`settings.columns.${column}`));
  const rows = settings.map((entry) => [
    entry.key,
    settingText(entry.value),
    entry.is_default ? t('settings.isDefault') : settingText(entry.default),
    entry.updated_at ?? '-',
  ]);
  io.print(formatTable(header, rows, io.tableWidth, io.out.bold));
}
