import { ADMIN_AREA_CODE, ROLE } from '@ailab/core/roles/roles';
import type { UserRow } from '../../identity/users.repository';

/**
 * An administrator holds role 99 and the admin area code "100". Only an
 * administrator grants or revokes role 99 and area code "100".
 */
export function isAdministrator(user: Pick<UserRow, 'roles' | 'area_code' | 'disabled_at'>): boolean {
  return user.roles.includes(ROLE.admin) && user.area_code === ADMIN_AREA_CODE && user.disabled_at === null;
}
