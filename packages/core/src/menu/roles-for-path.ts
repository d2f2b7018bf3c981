import { MENU_TABLE, type MenuEntry } from './menu-table';

/**
 * The roles that open a page of the signed-in area (the path below `/ailab/`), by the menu table of
 * spec §6: every entry or submenu whose path is the page or holds it. Undefined for a page the table
 * does not list (the dashboard, profile, help…), which every signed-in person may open.
 */
export function rolesForPath(path: string, table: readonly MenuEntry[] = MENU_TABLE): number[] | undefined {
  const page = path.replace(/^\/+|\/+$/g, '');
  const covers = (entryPath: string) => page === entryPath || page.startsWith(`${entryPath}/`);
  const roles = new Set<number>();
  for (const entry of table) {
    if (covers(entry.path)) roles.add(entry.role);
    for (const item of entry.submenus ?? []) if (covers(item.path)) roles.add(item.role);
  }
  return roles.size > 0 ? [...roles].sort((a, b) => a - b) : undefined;
}
