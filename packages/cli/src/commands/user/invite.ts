import type { RoleNumber } from '@ailab/core/roles/roles';
import { Command, Option } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { parseRole } from './parse-role';

/** `ailab user invite <email> [--role N]… [--first-name] [--last-name]`. */
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
    .action((email: string, options: InviteOptions) => runF(email, options, context.factory()));
}

/** The flags of `ailab user invite`. */
export interface InviteOptions {
  role?: RoleNumber[];
  firstName?: string;
  lastName?: string;
}

/** Invites one person; an existing account is left alone and says so. */
export async function runUserInvite(email: string, options: InviteOptions, f: Factory): Promise<void> {
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
