import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { newNewsBrowseCommand } from './browse';
import { newNewsSearchCommand } from './search';
import { newNewsSourcesCommand } from './sources';
import { newNewsSyncCommand } from './sync';

/** `ailab news`: search AI agent news; administrators curate the feeds and CI syncs them. */
export function newNewsCommand(context: CommandContext): Command {
  return new Command('news')
    .description(context.t('news:cli.description'))
    .addCommand(newNewsSearchCommand(context))
    .addCommand(newNewsBrowseCommand(context))
    .addCommand(newNewsSourcesCommand(context))
    .addCommand(newNewsSyncCommand(context));
}
