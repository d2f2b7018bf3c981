import type { AdminUser } from '@ailab/core/contract/users/users.schemas';
import { userRowBasics } from '../../identity/user-mapper';
import type { UserRow } from '../../identity/users.repository';

/** A stored user as the admin list and detail show it. */
export function userRowToAdminUser(row: UserRow): AdminUser {
  return {
    ...userRowBasics(row),
    disabled: row.disabled_at !== null,
    password_set: row.password_hash !== null,
  };
}
