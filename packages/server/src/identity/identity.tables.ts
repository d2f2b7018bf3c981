import type { ColumnType } from 'kysely';

/** Row types of every table, as Kysely sees them. Booleans are 0/1 integers on both dialects. */
export interface UsersTable {
  id: string;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  user_name: string;
  photo_path: string | null;
  role_label: string;
  functions: string;
  area_code: string;
  group_id: string | null;
  language: string;
  email_verified: number;
  must_change_password: number;
  preferences: string;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
  /** Set while an administrator has disabled the account. */
  disabled_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 when the member shows a public profile page at `/{user_name}`. */
  profile_public: ColumnType<number, number | undefined, number>;
  /** JSON list of what the public profile shows besides the name: photo, role, function. */
  profile_fields: ColumnType<string, string | undefined, string>;
  /** Names, user name and e-mail folded for search (`userSearchText`); written by the server with them. */
  search_text: string;
}

/** One role held by one user (spec §6 numbers). */
export interface UserRolesTable {
  user_id: string;
  role: number;
  granted_at: string;
}

/**
 * One token of a user's folded `search_text` (a name, the user name, a part of the e-mail, `@` or
 * `.`). Written only by the database's triggers on `users`, never by the server.
 */
export interface UserSearchWordsTable {
  user_id: string;
  word: string;
}

export interface AuthTokensTable {
  id: string;
  user_id: string;
  kind: 'session' | 'api';
  name: string;
  token_hash: string;
  scopes: string;
  created_at: string;
  expires_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** The tables of the identity layer: users, their roles and their bearer tokens. Merged into `Database` (db/schema.ts). */
export interface IdentityTables {
  users: UsersTable;
  user_roles: UserRolesTable;
  user_search_words: UserSearchWordsTable;
  auth_tokens: AuthTokensTable;
}
