import { MENU_TABLE, type MenuEntry } from './menu-table';

/**
 * Pages the menu lists under a role that every signed-in person may still open: the course
 * catalogue shows courses that are public anyway (issue 25 item 9), and its course pages with it.
 */
const OPEN_TO_EVERY_MEMBER = ['my-education/all'];

/**
 * The roles that open a page of the signed-in area (the path below `/ailab/`), by the menu table of
 * spec §6: every entry or submenu whose path is the page or holds it. Undefined for a page the table
 * does not list (the dashboard, profile, help…) or one open to every member, which every signed-in
 * person may open.
 */
export function rolesForPath(path: string, table: readonly MenuEntry[] = MENU_TABLE): number[] | undefined {
  const page = path.replace(/^\/+|\/+$/g, '');
  const covers = (entryPath: string) => page === entryPath || page.startsWith(`${entryPath}/`);
  if (OPEN_TO_EVERY_MEMBER.some(covers)) return undefined;
  const roles = new Set<number>();
  for (const entry of table) {
    if (covers(entry.path)) roles.add(entry.role);
    for (const item of entry.submenus ?? []) if (covers(item.path)) roles.add(item.role);
  }
  return roles.size > 0 ? [...roles].sort((a, b) => a - b) : undefined;
}
