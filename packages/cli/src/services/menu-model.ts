import { areaFor, menuHref, visibleMenu } from '@ailab/core/menu/visible-menu';
import type { Translate } from '../i18n/translator';

/** Who the menu is for. */
export interface MenuUser {
  email: string;
  roles: readonly number[];
  areaCode: string;
}

/** One selectable line of the terminal menu. */
export interface MenuItem {
  key: string;
  label: string;
  /** 0 for an entry, 1 for a submenu entry. */
  depth: 0 | 1;
  /** The key of the entry a submenu entry belongs to. */
  parent?: string;
  description: string;
  /** The ailab command that does this, when there is one. */
  command?: string;
  /** The web page for it, on the current server. */
  url: string;
}

/** What the menu screen shows. */
export interface MenuModel {
  email: string;
  area: 'admin' | 'ailab';
  items: MenuItem[];
}

/** Menu keys a CLI command already covers. Entries not listed open in the web app. */
export const MENU_COMMANDS: Readonly<Record<string, string>> = {
  profileSettings: 'ailab whoami',
  eventsManagement: 'ailab event manage',
  myLearning: 'ailab course browse --tab mine',
  allCourses: 'ailab course browse --tab all',
  educationAdministration: 'ailab course browse --tab admin',
  userManagement: 'ailab user manage',
  news: 'ailab news browse',
  instituteAdmin: 'ailab institute browse',
  signOut: 'ailab auth logout',
};

/**
 * The side menu of the web app for this user (core's `visibleMenu`, the same
 * role filter), flattened with submenus, plus the user panel's profile and
 * sign-out entries.
 */
export function buildMenuModel(user: MenuUser, server: string, t: Translate): MenuModel {
  const item = (key: string, label: string, depth: 0 | 1, href: string, parent?: string): MenuItem => ({
    key,
    label: t(label),
    depth,
    ...(parent ? { parent } : {}),
    description: t(`menu.entries.${key}`),
    command: MENU_COMMANDS[key],
    url: `${server}${href}`,
  });
  const items = visibleMenu(user.roles).flatMap((entry) => [
    item(entry.key, entry.label, 0, menuHref(entry.path, user.areaCode)),
    ...(entry.submenus ?? []).map((sub) =>
      item(sub.key, sub.label, 1, menuHref(sub.path, user.areaCode), entry.key),
    ),
  ]);
  items.push(item('profileSettings', 'menu:profileSettings', 0, '/ailab/profile-settings'));
  items.push(item('signOut', 'menu:signOut', 0, '/'));
  return { email: user.email, area: areaFor(user.areaCode), items };
}
