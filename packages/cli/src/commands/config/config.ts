import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { newConfigGetCommand } from './get';
import { newConfigListCommand } from './list';
import { newConfigSetCommand } from './set';

/** `ailab config`: read and change settings. */
export function newConfigCommand(context: CommandContext): Command {
  return new Command('config')
    .description(context.t('config.description'))
    .addHelpText('after', `\n${context.t('config.keysHelp')}`)
    .addCommand(newConfigGetCommand(context))
    .addCommand(newConfigSetCommand(context))
    .addCommand(newConfigListCommand(context));
}
