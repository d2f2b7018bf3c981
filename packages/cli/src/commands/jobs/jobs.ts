import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { newJobsChangeCommand } from './jobs-change';
import { newJobsListCommand } from './jobs-list';

/** `ailab jobs`: the job queue (emails and scheduled work) for administrators. */
export function newJobsCommand(context: CommandContext): Command {
  return new Command('jobs')
    .description(context.t('jobs.description'))
    .addCommand(newJobsListCommand(context))
    .addCommand(newJobsChangeCommand(context, 'retry'))
    .addCommand(newJobsChangeCommand(context, 'cancel'));
}
