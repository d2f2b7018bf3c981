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

/** One sign-up attempt for an unverified address: its own password and names, made active only by its own code. */
export interface SignUpAttemptsTable {
  code_id: string;
  user_id: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  language: string;
  preferences: string;
  created_at: string;
}

/** The tables of sign-in and registration. Merged into `Database` (db/schema.ts). */
export interface AccountsTables {
  one_time_codes: OneTimeCodesTable;
  sign_up_attempts: SignUpAttemptsTable;
}
