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
  roles: string;
  area_code: string;
  group_id: string | null;
  language: string;
  email_verified: number;
  must_change_password: number;
  preferences: string;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
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

export interface OneTimeCodesTable {
  id: string;
  user_id: string;
  purpose: 'verify' | 'reset' | 'magic';
  code_hash: string;
  link_hash: string | null;
  attempts: number;
  expires_at: string;
  consumed_at: string | null;
  created_at: string;
}

export interface ThrottleTable {
  key: string;
  count: number;
  window_started_at: string;
}

export interface Database {
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  one_time_codes: OneTimeCodesTable;
  throttle: ThrottleTable;
}
