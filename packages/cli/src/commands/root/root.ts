import { readSession } from '@ailab/core/session/session';
import type { CommandContext } from '../../command-context';
import { AuthRequiredError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { buildMenuModel, type MenuUser } from '../../services/menu-model';
import { MENU_SCREENS } from './menu-screens';

/** The bare `ailab`: the interactive menu on a terminal, the help text otherwise. */
export async function newRootAction(context: CommandContext, printHelp: () => void): Promise<void> {
  const io = context.io();
  if (!io.canPrompt) {
    printHelp();
    return;
  }
  await runMenu(context.factory());
}

async function menuUser(f: Factory): Promise<MenuUser> {
  const token = await f.token();
  if (token === null) throw new AuthRequiredError(f.t('errors.authRequired'));
  if (token.source === 'stored') {
    const session = readSession(await f.sessionStorage());
    if (session !== null)
      return { email: session.emailId, roles: session.userRoles, areaCode: session.areaCode };
  }
  const { user } = await (await f.api()).user.whoAmI({});
  return { email: user.email, roles: user.roles, areaCode: user.area_code };
}

/**
 * Shows the role-filtered menu (issue 24 item 19). An entry with an interactive screen opens it, and leaving the
 * screen (q or Esc) comes back to the menu; "Sign out" signs out (spec §2: the session is revoked and cleared);
 * any other entry prints its command or URL to stdout. q or Esc on the menu itself leaves.
 */
export async function runMenu(f: Factory): Promise<void> {
  const user = await menuUser(f);
  const model = buildMenuModel(user, f.server, f.t);
  const { showMenu } = await import('../../ui/show-menu');
  for (;;) {
    const chosen = await showMenu(f.io, model, f.t);
    if (chosen === null) return;
    const screen = MENU_SCREENS[chosen.key];
    if (screen) {
      await screen(f, user);
      continue;
    }
    if (chosen.key === 'signOut') {
      const { runLogout } = await import('../auth/logout');
      await runLogout(f);
      return;
    }
    f.io.print(chosen.command ?? chosen.url);
    return;
  }
}
