import type { ApiClient } from '@ailab/core/client/create-client';
import type { AdminUser, AllUsersFilters } from '@ailab/core/contract/users/users.schemas';
import type { Translate } from '@ailab/core/errors/field-issues';
import { roleLabels } from '@ailab/core/roles/role-label';
import type { RoleNumber } from '@ailab/core/roles/roles';
import { fetchList, type ListPagesOptions } from './list-pages';

/** The filters of `ailab user list` and `ailab user export`. */
export interface UserListFilters {
  search?: string | undefined;
  role?: RoleNumber | undefined;
  disabled?: boolean | undefined;
  verified?: boolean | undefined;
  /** True: only accounts that never signed in (`signed_in: false`). */
  neverSignedIn?: boolean | undefined;
  /** An ISO instant: only accounts created from then on. */
  createdSince?: string | undefined;
  sort?: AllUsersFilters['sort'] | undefined;
}

/** Users matching the filters, following pages as the options ask. */
export function listUsers(api: ApiClient, filters: UserListFilters, options: ListPagesOptions) {
  return fetchList(
    (body) => api.adminUsers.allUsers(body),
    {
      ...(filters.search ? { query: filters.search } : {}),
      ...(filters.role === undefined ? {} : { role: filters.role }),
      ...(filters.disabled === undefined ? {} : { disabled: filters.disabled }),
      ...(filters.verified === undefined ? {} : { verified: filters.verified }),
      ...(filters.neverSignedIn ? { signed_in: false } : {}),
      ...(filters.createdSince === undefined ? {} : { created_from: filters.createdSince }),
      ...(filters.sort === undefined ? {} : { sort: filters.sort }),
    },
    options,
  );
}

/** The id of the user with this email (404 from the server when there is none). */
export async function userIdByEmail(api: ApiClient, email: string): Promise<string> {
  const answer = await api.adminUsers.roleGet({ email });
  return answer.user?.id ?? '';
}

/** One user with roles and live sessions. */
export async function viewUser(api: ApiClient, email: string) {
  return api.adminAccounts.get({ user_id: await userIdByEmail(api, email) });
}

/** Grants or revokes one role of one user; answers the user's roles afterwards and whether they changed. */
export async function changeRole(
  api: ApiClient,
  email: string,
  role: RoleNumber,
  change: 'grant' | 'revoke',
) {
  const user_ids = [await userIdByEmail(api, email)];
  const answer = await api.adminUsers.roleAddUpdate(
    change === 'grant' ? { user_ids, grant: [role] } : { user_ids, revoke: [role] },
  );
  const user = answer.users[0];
  return { user, changed: user !== undefined && answer.changed.includes(user.id) };
}

/**
 * Gives one user exactly these roles (`user role set`): grants the missing ones and revokes the others in one audited
 * request; sends nothing when the user already has exactly these. Answers the user's roles afterwards.
 */
export async function setRoles(api: ApiClient, email: string, roles: readonly RoleNumber[]) {
  const { user } = await api.adminUsers.roleGet({ email });
  if (user === null) return { user: null, changed: false };
  const grant = roles.filter((role) => !user.roles.includes(role));
  const revoke = user.roles.filter((role): role is RoleNumber => !roles.includes(role as RoleNumber));
  if (grant.length === 0 && revoke.length === 0) return { user, changed: false };
  const answer = await api.adminUsers.roleAddUpdate({ user_ids: [user.id], grant, revoke });
  const after = answer.users[0] ?? user;
  return { user: after, changed: answer.changed.includes(user.id) };
}

/** Disables or re-enables an account. */
export async function setDisabled(api: ApiClient, email: string, disabled: boolean) {
  const user_id = await userIdByEmail(api, email);
  return disabled ? api.adminAccounts.disable({ user_id }) : api.adminAccounts.enable({ user_id });
}

/** What `user reset-password` and `user sign-out` do, by the endpoint each calls. */
export type AccountAction = 'resetPassword' | 'signOut' | 'delete';

/**
 * Forces a password reset (sessions end, a link is emailed), signs a user out everywhere (sessions and tokens), or
 * deletes the account (personal data erased, the anonymised row kept: docs/admin.md).
 */
export async function applyAccountAction(api: ApiClient, email: string, action: AccountAction) {
  const user_id = await userIdByEmail(api, email);
  if (action === 'resetPassword') return api.adminAccounts.forcePasswordReset({ user_id });
  if (action === 'signOut') return api.adminAccounts.signOutEverywhere({ user_id });
  return api.adminAccounts.delete({ user_id });
}

/** The columns of a user row in `list`: roles by their translated names. */
export function userRow(user: AdminUser, t: Translate): (string | number | boolean | null)[] {
  return [
    user.email,
    `${user.first_name} ${user.last_name}`.trim(),
    user.user_name,
    roleLabels(user.roles, t) || '-',
    user.disabled ? 'disabled' : user.password_set ? 'active' : 'invited',
    user.created_at,
  ];
}
