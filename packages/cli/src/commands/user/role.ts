import type { RoleNumber } from '@ailab/core/roles/roles';
import { Argument, Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { changeRole, setRoles } from '../../services/user-admin-service';
import { parseRole } from './parse-role';

type Change = 'grant' | 'revoke';

function newRoleChangeCommand(
  context: CommandContext,
  name: 'add' | 'remove',
  runF: (email: string, role: RoleNumber, change: Change, factory: Factory) => Promise<void>,
): Command {
  const change: Change = name === 'add' ? 'grant' : 'revoke';
  return new Command(name)
    .description(context.t(`user.role.${name}.description`))
    .argument('<email>', context.t('user.email'))
    .addArgument(new Argument('<role>', context.t('user.role.role')).argParser(parseRole))
    .action((email: string, role: RoleNumber) => runF(email, role, change, context.factory()));
}

/** `ailab user role add|remove <email> <role>`. */
export function newUserRoleCommand(
  context: CommandContext,
  runF: (email: string, role: RoleNumber, change: Change, factory: Factory) => Promise<void> = runUserRole,
): Command {
  return new Command('role')
    .description(context.t('user.role.description'))
    .addCommand(newRoleChangeCommand(context, 'add', runF))
    .addCommand(newRoleChangeCommand(context, 'remove', runF))
    .addCommand(newRoleSetCommand(context));
}

/** `ailab user role set <email> <role...>`: exactly these roles, by number or name. */
function newRoleSetCommand(context: CommandContext): Command {
  return new Command('set')
    .description(context.t('user.role.set.description'))
    .argument('<email>', context.t('user.email'))
    .addArgument(
      new Argument('<role...>', context.t('user.role.role')).argParser(
        (raw: string, previous?: RoleNumber[]) => [...(previous ?? []), parseRole(raw)],
      ),
    )
    .action((email: string, roles: RoleNumber[]) => runUserRoleSet(email, roles, context.factory()));
}

/** Sets a user's roles to exactly the ones given; a set the user already has is said and not sent. */
export async function runUserRoleSet(
  email: string,
  wanted: readonly RoleNumber[],
  f: Factory,
): Promise<void> {
  await requireToken(f);
  const roles = [...new Set(wanted)];
  const { user, changed } = await setRoles(await f.api(), email.trim().toLowerCase(), roles);
  if (f.json) {
    printJson(f.io, { ...user, changed });
    return;
  }
  const now = user?.roles.join(' ') || '-';
  if (!changed) f.io.info(f.t('user.role.set.unchanged', { email, roles: now }));
  else f.io.info(`${f.io.err.green('✓')} ${f.t('user.role.set.done', { email, roles: now })}`);
}

/** Grants or revokes one role; prints the user's roles afterwards. */
export async function runUserRole(
  email: string,
  role: RoleNumber,
  change: Change,
  f: Factory,
): Promise<void> {
  await requireToken(f);
  const { user, changed } = await changeRole(await f.api(), email.trim().toLowerCase(), role, change);
  if (f.json) {
    printJson(f.io, { ...user, changed });
    return;
  }
  const roles = user?.roles.join(' ') || '-';
  // A no-op (the role already held, or not held) says so and exits 0; the server wrote nothing.
  if (!changed) f.io.info(f.t(`user.role.${change}Unchanged`, { email, role, roles }));
  else f.io.info(`${f.io.err.green('✓')} ${f.t(`user.role.${change}Done`, { email, role, roles })}`);
}
