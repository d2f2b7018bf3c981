import { ADMIN_AREA_CODE } from '../roles/roles';
import { MENU_TABLE, type MenuEntry } from './menu-table';

/** The entries a user with these roles may see: an entry shows when the list holds its role (spec §6). */
export function visibleMenu(
  userRoles: readonly number[],
  table: readonly MenuEntry[] = MENU_TABLE,
): MenuEntry[] {
  const held = new Set(userRoles);
  return table
    .filter((entry) => held.has(entry.role))
    .map((entry) =>
      entry.submenus ? { ...entry, submenus: entry.submenus.filter((item) => held.has(item.role)) } : entry,
    );
}

/** The area an area code selects: "100" is admin, anything else ailab. */
export function areaFor(areaCode: string | null | undefined): 'admin' | 'ailab' {
  return areaCode === ADMIN_AREA_CODE ? 'admin' : 'ailab';
}

/** The full path of a menu entry for an area code: /admin/... for "100", otherwise /ailab/... */
export function menuHref(path: string, areaCode: string | null | undefined): string {
  return `/${areaFor(areaCode)}/${path.replace(/^\/+/, '')}`;
}

/** True when the entry (or one of its submenus) is the current location. */
export function isMenuEntryActive(
  entry: MenuEntry,
  pathname: string,
  areaCode: string | null | undefined,
): boolean {
  const matches = (path: string) => {
    const href = menuHref(path, areaCode);
    return pathname === href || pathname.startsWith(`${href}/`);
  };
  return matches(entry.path) || (entry.submenus ?? []).some((item) => matches(item.path));
}
