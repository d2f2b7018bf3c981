import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { confirmDestructive } from '../../io/confirm-destructive';
import { printJson } from '../../io/json-output';
import { type AccountAction, applyAccountAction, viewUser } from '../../services/user-admin-service';

/** Flags of the destructive account commands. */
export interface AccountActionOptions {
  yes?: boolean;
  dryRun?: boolean;
}

const NAMES: Record<AccountAction, string> = {
  resetPassword: 'reset-password',
  signOut: 'sign-out',
  delete: 'delete',
};

/**
 * `ailab user reset-password <email>` (the password stops working, every session ends, a link to choose a new one is
 * emailed), `ailab user sign-out <email>` (every session and API token ends) and `ailab user delete <email>` (personal
 * data erased, roles and tokens removed), over the audited admin endpoints.
 */
export function newUserAccountActionCommand(
  context: CommandContext,
  action: AccountAction,
  runF: (
    email: string,
    action: AccountAction,
    options: AccountActionOptions,
    factory: Factory,
  ) => Promise<void> = runUserAccountAction,
): Command {
  const { t } = context;
  const command = new Command(NAMES[action]);
  // `anonymise` says what `delete` does: the row stays, its personal data goes (docs/admin.md).
  if (action === 'delete') command.alias('anonymise');
  return command
    .description(t(`user.${action}.description`))
    .argument('<email>', t('user.email'))
    .option('-y, --yes', t('user.accountAction.yes'))
    .option('--dry-run', t('user.accountAction.dryRun'))
    .addHelpText('after', `\n${t(`user.${action}.examples`)}`)
    .action((email: string, options: AccountActionOptions) =>
      runF(email, action, options, context.factory()),
    );
}

export async function runUserAccountAction(
  raw: string,
  action: AccountAction,
  options: AccountActionOptions,
  f: Factory,
): Promise<void> {
  const { io, t } = f;
  const email = raw.trim().toLowerCase();
  if (options.dryRun) {
    await requireToken(f);
    // The user is looked up (an unknown email is exit 3), nothing is changed.
    const { user, sessions } = await viewUser(await f.api(), email);
    if (f.json) printJson(io, { dry_run: true, action: NAMES[action], user, sessions: sessions.length });
    else io.info(t(`user.${action}.dryRun`, { email: user.email, count: sessions.length }));
    return;
  }
  await confirmDestructive(io, t, options.yes, {
    question: t(`user.${action}.confirm`, { email }),
    consequence: t(`user.${action}.consequence`, { email }),
  });
  await requireToken(f);
  const answer = await applyAccountAction(await f.api(), email, action);
  if (f.json) printJson(io, answer);
  else io.info(answer.changed ? `${io.err.green('✓')} ${answer.message}` : answer.message);
}
