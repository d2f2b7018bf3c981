import type { RoleNumber } from '@ailab/core/roles/roles';
import { Command, Option } from 'commander';
import type { CommandContext } from '../../command-context';
import { UsageError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { userIdByEmail } from '../../services/user-admin-service';
import { parseRole } from './parse-role';

/** `ailab user invite <email> [--role N]… [--first-name] [--last-name]`; `--resend` sends a pending one again. */
export function newUserInviteCommand(
  context: CommandContext,
  runF: (email: string, options: InviteOptions, factory: Factory) => Promise<void> = runUserInvite,
): Command {
  return new Command('invite')
    .description(context.t('user.invite.description'))
    .argument('<email>', context.t('user.email'))
    .addOption(
      new Option('-r, --role <n>', context.t('user.invite.options.role')).argParser(
        (raw: string, previous: RoleNumber[] = []) => [...previous, parseRole(raw)],
      ),
    )
    .option('--first-name <name>', context.t('user.invite.options.firstName'))
    .option('--last-name <name>', context.t('user.invite.options.lastName'))
    .option('--resend', context.t('user.invite.options.resend'))
    .addHelpText('after', `\n${context.t('user.invite.examples')}`)
    .action((email: string, options: InviteOptions) => runF(email, options, context.factory()));
}

/** The flags of `ailab user invite`. */
export interface InviteOptions {
  role?: RoleNumber[];
  firstName?: string;
  lastName?: string;
  resend?: boolean;
}

/** Invites one person; an existing account is left alone and says so. */
export async function runUserInvite(email: string, options: InviteOptions, f: Factory): Promise<void> {
  if (options.resend) {
    await resendInvite(email, options, f);
    return;
  }
  await requireToken(f);
  const api = await f.api();
  const answer = await api.adminAccounts.invite({
    email,
    roles: options.role ?? [],
    ...(options.firstName ? { first_name: options.firstName } : {}),
    ...(options.lastName ? { last_name: options.lastName } : {}),
  });
  if (f.json) printJson(f.io, answer);
  else f.io.info(`${f.io.err.green(answer.created ? '✓' : '•')} ${answer.message}`);
}

/**
 * `--resend`: the pending invitation goes out again with a new link (the old one stops working). An account that
 * already took it up is refused by the server (exit 6, a conflict), naming what to do instead.
 */
async function resendInvite(email: string, options: InviteOptions, f: Factory): Promise<void> {
  if (options.role !== undefined || options.firstName !== undefined || options.lastName !== undefined)
    throw new UsageError(f.t('user.invite.resendTakesNoDetails'));
  await requireToken(f);
  const api = await f.api();
  const answer = await api.adminAccounts.resendInvitation({ user_id: await userIdByEmail(api, email) });
  if (f.json) printJson(f.io, answer);
  else f.io.info(`${f.io.err.green('✓')} ${answer.message}`);
}
