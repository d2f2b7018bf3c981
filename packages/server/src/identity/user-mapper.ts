import type { User } from '@ailab/core/contract/accounts/user.schemas';
import { isLanguage } from '@ailab/core/i18n/languages';
import type { TFunction } from 'i18next';
import type { UserRow } from './users.repository';

function jsonList<T>(text: string, keep: (value: unknown) => value is T): T[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(keep) : [];
  } catch {
    return [];
  }
}

const isNumber = (value: unknown): value is number => Number.isInteger(value);
const isString = (value: unknown): value is string => typeof value === 'string';

/** The roles stored for a user. */
export function rolesOf(row: Pick<UserRow, 'roles'>): number[] {
  return row.roles.filter(isNumber);
}

/** The fields every view of a user shares, from the stored row. */
export function userRowBasics(row: UserRow) {
  return {
    id: row.id,
    email: row.email,
    user_name: row.user_name,
    first_name: row.first_name,
    last_name: row.last_name,
    photo_url: row.photo_path ? `/media/${row.photo_path}` : null,
    roles: rolesOf(row),
    area_code: row.area_code,
    language: isLanguage(row.language) ? row.language : ('en-US' as const),
    email_verified: row.email_verified === 1,
    last_login_at: row.last_login_at,
    created_at: row.created_at,
  };
}

/** A stored user as the API returns it; the role label is translated into the request language. */
export function userRowToUser(row: UserRow, t: TFunction): User {
  return {
    ...userRowBasics(row),
    role: t(`auth:roles.${row.role_label}`, { defaultValue: row.role_label }),
    function: jsonList(row.functions, isString),
    group_id: row.group_id,
    must_change_password: row.must_change_password === 1,
  };
}
