import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { UsersTable } from './identity.tables';
import { userSearchText } from './user-search-text';

/** What a new user must be given; every other column has the default below. */
export type NewUserFields = Pick<Insertable<UsersTable>, 'email' | 'first_name' | 'last_name' | 'user_name'> &
  Partial<Omit<Insertable<UsersTable>, 'search_text'>>;

/**
 * The one place a `users` row is put together: a fresh id, no password, no photo, an unverified
 * member speaking en-US, created and updated now, overridden by `fields`; its search text is
 * folded from the final names and e-mail.
 */
export function newUserRow(
  nowIso: string,
  fields: NewUserFields,
): Insertable<UsersTable> & { id: string; created_at: string } {
  return {
    id: randomUUID(),
    password_hash: null,
    photo_path: null,
    role_label: 'member',
    functions: '[]',
    area_code: '',
    group_id: null,
    language: 'en-US',
    email_verified: 0,
    must_change_password: 0,
    preferences: '{}',
    last_login_at: null,
    created_at: nowIso,
    updated_at: nowIso,
    ...fields,
    search_text: userSearchText(fields),
  };
}
