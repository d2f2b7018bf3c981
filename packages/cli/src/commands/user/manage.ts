import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { NoPromptError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { changeRole, listUsers, setDisabled } from '../../services/user-admin-service';

/** `ailab user manage`: the interactive User Management screen (terminal only). */
export function newUserManageCommand(
  context: CommandContext,
  runF: (factory: Factory) => Promise<void> = runUserManage,
): Command {
  return new Command('manage')
    .description(context.t('user.manage.description'))
    .action(() => runF(context.factory()));
}

/** Search, toggle roles, disable or enable: the same services as `user list`, `user role` and `user disable`. */
export async function runUserManage(f: Factory): Promise<void> {
  if (!f.io.canPrompt) throw new NoPromptError(f.t('user.manage.needsTerminal'));
  await requireToken(f);
  const api = await f.api(undefined, { progress: false });
  const { showUsersScreen } = await import('../../ui/show-users-screen');
  await showUsersScreen(f.io, {
    t: f.t,
    search: async (text) => (await listUsers(api, { search: text.trim() || undefined }, { limit: 15 })).items,
    toggleRole: async (user, role) =>
      (await changeRole(api, user.email, role, user.roles.includes(role) ? 'revoke' : 'grant')).user?.roles ??
      user.roles,
    setDisabled: async (user, disabled) => (await setDisabled(api, user.email, disabled)).user,
  });
}
