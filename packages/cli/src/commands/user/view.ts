import { areaFor } from '@ailab/core/menu/visible-menu';
import { roleLabels } from '@ailab/core/roles/role-label';
import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { formatTable } from '../../io/table';
import { viewUser } from '../../services/user-admin-service';
import { readsFrom } from '../json-fields-source';

/** `ailab user view <email>`. */
export function newUserViewCommand(
  context: CommandContext,
  runF: (email: string, factory: Factory) => Promise<void> = runUserView,
): Command {
  const command = new Command('view')
    .description(context.t('user.view.description'))
    .argument('<email>', context.t('user.email'))
    .action((email: string) => runF(email, context.factory()));
  return readsFrom(command, 'adminAccounts', 'get');
}

/** Shows one user's details and live sessions; --json prints the contract answer. */
export async function runUserView(email: string, f: Factory): Promise<void> {
  const { io, t } = f;
  await requireToken(f);
  const answer = await viewUser(await f.api(), email.trim().toLowerCase());
  if (f.json) {
    printJson(io, answer);
    return;
  }
  const { user } = answer;
  const status = user.disabled ? 'disabled' : user.password_set ? 'active' : 'invited';
  const fields: [string, string][] = [
    ['email', user.email],
    ['name', `${user.first_name} ${user.last_name}`.trim()],
    ['userName', user.user_name],
    ['roles', roleLabels(user.roles, t) || '-'],
    ['area', t(`user.view.areas.${areaFor(user.area_code)}`)],
    ['status', t(`user.status.${status}`)],
    ['verified', user.email_verified ? t('user.yes') : t('user.no')],
    ['lastLogin', user.last_login_at ?? '-'],
    ['created', user.created_at],
    ['sessions', String(answer.sessions.length)],
  ];
  io.print(
    formatTable(
      [t('user.view.field'), t('user.view.value')],
      fields.map(([key, value]) => [t(`user.view.fields.${key}`), value]),
      io.tableWidth,
      io.out.bold,
    ),
  );
}
