import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { newReposDropCommand } from './drop';
import { newReposListCommand } from './list';
import { newReposRefreshCommand } from './refresh';
import { newReposTrackCommand } from './track';

/** `ailab repos`: the code repositories the lab tracks. */
export function newReposCommand(context: CommandContext): Command {
  return new Command('repos')
    .description(context.t('news:cli.repos.description'))
    .addCommand(newReposListCommand(context))
    .addCommand(newReposRefreshCommand(context))
    .addCommand(newReposTrackCommand(context))
    .addCommand(newReposDropCommand(context));
}
