import type { ApiClient } from '@ailab/core/client/create-client';
import type { AdminUser } from '@ailab/core/contract/users/users.schemas';
import type { Language } from '@ailab/core/i18n/languages';
import type { RoleNumber } from '@ailab/core/roles/roles';
import { userIdByEmail } from './user-admin-service';

/** What `ailab user edit` changes; absent fields are left as they are. */
export interface UserEdit {
  firstName?: string;
  lastName?: string;
  language?: Language;
  addRoles: RoleNumber[];
  removeRoles: RoleNumber[];
}

/** The user afterwards, and which parts changed (none when the account already was as asked). */
export interface UserEditResult {
  user: AdminUser;
  changed: { profile: boolean; roles: boolean };
  /** A row the server refused (its translated reason), when the profile change failed. */
  failure?: string;
}

/** True when the edit asks for anything at all. */
export function editsSomething(edit: UserEdit): boolean {
  return (
    edit.firstName !== undefined ||
    edit.lastName !== undefined ||
    edit.language !== undefined ||
    edit.addRoles.length + edit.removeRoles.length > 0
  );
}

/**
 * Edits one existing account through the endpoints that already audit each change: names and language
 * through the users import (one row, no invitation; idempotent by email, "unchanged" writes nothing), roles
 * through `role/add_update` (a role already held or not held is no change, unaudited). An unknown email is
 * a 404 from the server before anything is written: the import never creates an account here.
 */
export async function editUser(api: ApiClient, email: string, edit: UserEdit): Promise<UserEditResult> {
  const userId = await userIdByEmail(api, email);
  const changed = { profile: false, roles: false };
  if (edit.firstName !== undefined || edit.lastName !== undefined || edit.language !== undefined) {
    const answer = await api.adminAccounts.import({
      rows: [
        {
          email,
          roles: [],
          ...(edit.firstName === undefined ? {} : { first_name: edit.firstName }),
          ...(edit.lastName === undefined ? {} : { last_name: edit.lastName }),
          ...(edit.language === undefined ? {} : { language: edit.language }),
        },
      ],
      dry_run: false,
      invite: false,
    });
    const row = answer.rows[0];
    if (row?.outcome === 'failed') {
      const { user } = await api.adminAccounts.get({ user_id: userId });
      return { user, changed, failure: row.reason?.message ?? row.outcome };
    }
    changed.profile = row?.outcome === 'updated';
  }
  if (edit.addRoles.length + edit.removeRoles.length > 0) {
    const answer = await api.adminUsers.roleAddUpdate({
      user_ids: [userId],
      grant: edit.addRoles,
      revoke: edit.removeRoles,
    });
    changed.roles = answer.changed.includes(userId);
  }
  const { user } = await api.adminAccounts.get({ user_id: userId });
  return { user, changed };
}
