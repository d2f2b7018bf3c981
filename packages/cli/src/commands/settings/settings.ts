import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { newSettingsGetCommand } from './settings-get';
import { newSettingsResetCommand, newSettingsSetCommand } from './settings-set';

/** `ailab settings`: the platform's settings on the server (not the CLI's own `config`). */
export function newSettingsCommand(context: CommandContext): Command {
  return new Command('settings')
    .description(context.t('settings.description'))
    .addHelpText('after', `\n${context.t('settings.examples')}`)
    .addCommand(newSettingsGetCommand(context))
    .addCommand(newSettingsSetCommand(context))
    .addCommand(newSettingsResetCommand(context));
}
