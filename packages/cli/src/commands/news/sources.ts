import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { newNewsSourcesAddCommand } from './sources-add';
import { newNewsSourcesListCommand } from './sources-list';
import { newNewsSourcesRemoveCommand } from './sources-remove';
import { newNewsSourcesUpdateCommands } from './sources-update';

/** `ailab news sources`: the feeds the lab reads (role 99). */
export function newNewsSourcesCommand(context: CommandContext): Command {
  const sources = new Command('sources')
    .description(context.t('news:cli.sources.description'))
    .addCommand(newNewsSourcesListCommand(context))
    .addCommand(newNewsSourcesAddCommand(context))
    .addCommand(newNewsSourcesRemoveCommand(context));
  for (const command of newNewsSourcesUpdateCommands(context)) sources.addCommand(command);
  return sources;
}
