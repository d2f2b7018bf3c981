import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { newAccessDecideCommand } from './access-decide';
import { newAccessRequestsCommand } from './access-requests';

/** `ailab access`: the administrators' queue of access requests, and approving or declining one. */
export function newAccessCommand(context: CommandContext): Command {
  return new Command('access')
    .description(context.t('users:access.cli.description'))
    .addCommand(newAccessRequestsCommand(context))
    .addCommand(newAccessDecideCommand(context, 'approve'))
    .addCommand(newAccessDecideCommand(context, 'decline'));
}
