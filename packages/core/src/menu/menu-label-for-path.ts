import { MENU_TABLE, type MenuEntry } from './menu-table';

const AREA_PREFIX = /^\/(ailab|admin)\//;

/**
 * The menu label key (`menu:…`) of the entry that leads to a path, so a screen's heading can
 * read exactly like the entry that opened it. A submenu wins over its parent (both may share a
 * path); the area prefix (/ailab or /admin) does not matter. Undefined for paths no entry names.
 */
export function menuLabelForPath(
  pathname: string,
  table: readonly MenuEntry[] = MENU_TABLE,
): string | undefined {
  const match = AREA_PREFIX.exec(pathname);
  if (!match) return undefined;
  const path = pathname.slice(match[0].length).replace(/\/+$/, '');
  for (const entry of table) {
    const item = entry.submenus?.find((sub) => sub.path === path);
    if (item) return item.label;
  }
  return table.find((entry) => entry.path === path)?.label;
}
