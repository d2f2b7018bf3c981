import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { newLoginCommand } from './login';
import { newLogoutCommand } from './logout';
import { newPasswordCommand } from './password';
import { newStatusCommand } from './status';
import { newTokenCommand } from './token';

/** `ailab auth`: sign in and out, show the session, manage API tokens. */
export function newAuthCommand(context: CommandContext): Command {
  return new Command('auth')
    .description(context.t('auth.description'))
    .addCommand(newLoginCommand(context))
    .addCommand(newLogoutCommand(context))
    .addCommand(newStatusCommand(context))
    .addCommand(newPasswordCommand(context))
    .addCommand(newTokenCommand(context));
}
