import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SignUpAttemptsTable } from './accounts.tables';

export type SignUpAttemptRow = SignUpAttemptsTable;

export async function insertSignUpAttempt(db: Kysely<Database>, row: SignUpAttemptRow): Promise<void> {
  await db.insertInto('sign_up_attempts').values(row).execute();
}

export function findSignUpAttemptByCode(
  db: Kysely<Database>,
  codeId: string,
): Promise<SignUpAttemptRow | undefined> {
  return db.selectFrom('sign_up_attempts').selectAll().where('code_id', '=', codeId).executeTakeFirst();
}

/** The newest attempt whose code is still open. */
export function findNewestOpenSignUpAttempt(
  db: Kysely<Database>,
  userId: string,
): Promise<SignUpAttemptRow | undefined> {
  return db
    .selectFrom('sign_up_attempts')
    .innerJoin('one_time_codes', 'one_time_codes.id', 'sign_up_attempts.code_id')
    .selectAll('sign_up_attempts')
    .where('sign_up_attempts.user_id', '=', userId)
    .where('one_time_codes.consumed_at', 'is', null)
    .orderBy('sign_up_attempts.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Moves an attempt onto a freshly issued code (a resent code keeps the attempt's password). */
export async function moveSignUpAttempt(
  db: Kysely<Database>,
  fromCodeId: string,
  toCodeId: string,
): Promise<void> {
  await db
    .updateTable('sign_up_attempts')
    .set({ code_id: toCodeId })
    .where('code_id', '=', fromCodeId)
    .execute();
}

export async function deleteSignUpAttempts(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('sign_up_attempts').where('user_id', '=', userId).execute();
}
