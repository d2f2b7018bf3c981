import type { User } from '@ailab/core/contract/accounts/user.schemas';
import { ADMIN_AREA_CODE, ROLE } from '@ailab/core/roles/roles';

/**
 * Who may open /admin: an administrator (99), an applications reviewer (98), or a
 * user whose area code selects the admin area ("100"). See docs/web.md.
 */
export function canEnterAdmin(user: Pick<User, 'roles' | 'area_code'>): boolean {
  return (
    user.roles.includes(ROLE.admin) ||
    user.roles.includes(ROLE.applicationsAdmin) ||
    user.area_code === ADMIN_AREA_CODE
  );
}
