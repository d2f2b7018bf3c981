import { randomUUID } from 'node:crypto';
import type { SignInResult } from '@ailab/core/contract/accounts/user.schemas';
import {
  SIGN_UP_INTERESTS,
  type SignUpPreferences,
  SignUpPreferencesSchema,
} from '@ailab/core/contract/accounts/v1-public';
import { LANGUAGES } from '@ailab/core/i18n/languages';
import type { TFunction } from 'i18next';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/schema';
import { onUniqueViolation, violates } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import { freeUserName } from '../../identity/free-user-name';
import { newUserRow } from '../../identity/new-user-row';
import {
  deleteUser,
  findUserByEmail,
  findUserById,
  insertUser,
  updateUser,
} from '../../identity/users.repository';
import { enqueuePublicMail } from '../../jobs/mail-job';
import { publicUrl, templateMessage } from '../../mail/send-template';
import { hashPassword } from '../../security/passwords';
import { readSettings } from '../settings/settings.port';
import { grantSignUpRoles } from '../users/users.port';
import { consumeCode, consumeOpenCodes } from './codes.repository';
import { issueCode, redeemCode } from './codes.service';
import { startSession } from './sign-in.service';
import {
  deleteSignUpAttempts,
  findNewestOpenSignUpAttempt,
  findSignUpAttemptByCode,
  insertSignUpAttempt,
  moveSignUpAttempt,
} from './sign-up-attempts.repository';
import { countCodeRequest } from './throttle.service';

interface SignUpInput {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  preferences?: SignUpPreferences | undefined;
}

/**
 * Inserts an unverified user without a password (each sign-up attempt holds
 * its own) and answers its id, or null when the address was taken in the
 * meantime (the unique index decides between parallel sign-ups). A user name
 * taken in the meantime is retried with another.
 */
async function insertPendingUser(
  ctx: AppContext,
  input: SignUpInput,
  preferences: SignUpPreferences,
): Promise<string | null> {
  const now = ctx.now().toISOString();
  for (let attempt = 0; ; attempt += 1) {
    const row = newUserRow(now, {
      email: input.email,
      first_name: input.first_name,
      last_name: input.last_name,
      user_name: await freeUserName(ctx.db, input.email),
      language: preferences.language,
      preferences: JSON.stringify(preferences),
    });
    const id = row.id;
    const outcome = await onUniqueViolation(
      async () => {
        await insertUser(ctx.db, row);
        return id;
      },
      (violation) => {
        if (violates(violation, 'user_name') && attempt < 3) return 'retry' as const;
        if (violates(violation, 'email')) return null;
        throw new AppError('CONFLICT');
      },
    );
    if (outcome !== 'retry') return outcome;
  }
}

/** Promises the email of a verification code in the transaction `trx` that issued it. */
async function emailVerificationCode(
  trx: Kysely<Database>,
  ctx: AppContext,
  to: { userId: string; email: string; name: string; language: string },
  issued: { id: string; code: string },
): Promise<void> {
  const message = templateMessage(ctx, to.email, 'verify', to.language, {
    name: to.name,
    code: issued.code,
    minutes: ctx.config.limits.codeMinutes,
    removeUrl: `${publicUrl(ctx)}/register?withdraw=${encodeURIComponent(to.email)}`,
  });
  await enqueuePublicMail(trx, ctx, message, `verify:${to.userId}:${issued.id}`);
}

/** One sign-up attempt: its own code, holding its own password and names until that code is used. */
async function recordAttempt(
  ctx: AppContext,
  userId: string,
  input: SignUpInput,
  passwordHash: string,
  preferences: SignUpPreferences,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const issued = await issueCode({ ...ctx, db: trx }, userId, 'verify', false, undefined, true);
    await insertSignUpAttempt(trx, {
      code_id: issued.id,
      user_id: userId,
      password_hash: passwordHash,
      first_name: input.first_name,
      last_name: input.last_name,
      language: preferences.language,
      preferences: JSON.stringify(preferences),
      created_at: ctx.now().toISOString(),
    });
    const to = { userId, email: input.email, name: input.first_name, language: preferences.language };
    await emailVerificationCode(trx, ctx, to, issued);
  });
}

/** The address-dependent part of a sign-up, run after the answer. */
async function registerAttempt(
  ctx: AppContext,
  input: SignUpInput,
  passwordHash: string,
  preferences: SignUpPreferences,
): Promise<void> {
  const existing = await findUserByEmail(ctx.db, input.email);
  if (existing?.email_verified === 1) {
    const message = templateMessage(ctx, existing.email, 'alreadyRegistered', existing.language, {
      resetUrl: `${publicUrl(ctx)}/change-password`,
    });
    // Nothing changes with this email, so it is a job of its own; each attempt is its own promise.
    await enqueuePublicMail(ctx.db, ctx, message, `alreadyRegistered:${existing.id}:${randomUUID()}`);
    return;
  }
  const userId =
    existing?.id ??
    (await insertPendingUser(ctx, input, preferences)) ??
    // A parallel sign-up for the same address won the insert: add this attempt to its account.
    (await findUserByEmail(ctx.db, input.email))?.id;
  if (userId) await recordAttempt(ctx, userId, input, passwordHash, preferences);
}

/**
 * Registers a sign-up attempt and emails its code. A password becomes active
 * only through its own attempt's code, so a sign-up by someone else for the
 * same address can never set the owner's password. The answer, and the work
 * before it, are the same for every address: the password is always hashed,
 * and everything that depends on the address runs after the answer.
 */
export async function signUp(
  ctx: AppContext,
  input: SignUpInput,
  language: string,
  t: TFunction,
): Promise<{ ok: true; message: string; email: string }> {
  if (!(await readSettings(ctx)).sign_up_open) throw new AppError('SIGN_UP_CLOSED');
  await countCodeRequest(ctx, input.email);
  const passwordHash = await hashPassword(input.password);
  const preferences = input.preferences ?? SignUpPreferencesSchema.parse({ language });
  ctx.tasks.run('sign-up', () => registerAttempt(ctx, input, passwordHash, preferences));
  return { ok: true, message: t('auth:messages.signUpReceived'), email: input.email };
}

/** Ends every pending sign-up attempt of an account whose address was just proven. */
export async function retireSignUpAttempts(ctx: AppContext, userId: string): Promise<void> {
  await consumeOpenCodes(ctx.db, userId, 'verify', ctx.now().toISOString());
  await deleteSignUpAttempts(ctx.db, userId);
}

/**
 * Verifies a new account with an emailed code and signs it in. The code's own
 * attempt supplies the password and names; every other attempt is retired.
 */
export async function verifyAccount(
  ctx: AppContext,
  input: { email: string; code: string },
  t: TFunction,
): Promise<SignInResult> {
  const user = await findUserByEmail(ctx.db, input.email);
  const codeId = await redeemCode(
    ctx,
    user?.email_verified === 0 ? user.id : undefined,
    'verify',
    input.code,
  );
  const userId = user?.id ?? '';
  const attempt = await findSignUpAttemptByCode(ctx.db, codeId);
  await updateUser(ctx.db, userId, {
    email_verified: 1,
    updated_at: ctx.now().toISOString(),
    ...(attempt
      ? {
          password_hash: attempt.password_hash,
          first_name: attempt.first_name,
          last_name: attempt.last_name,
          language: attempt.language,
          preferences: attempt.preferences,
        }
      : {}),
  });
  await retireSignUpAttempts(ctx, userId);
  await grantSignUpRoles(ctx, ctx.db, userId);
  const verified = await findUserById(ctx.db, userId);
  if (!verified) throw new AppError('CODE_INVALID');
  return startSession(ctx, verified, t);
}

/** Resends a pending sign-up's code: the newest open attempt moves onto a fresh code. */
async function reissueNewestAttempt(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (user?.email_verified !== 0) return;
  const attempt = await findNewestOpenSignUpAttempt(ctx.db, user.id);
  if (!attempt) return;
  await ctx.db.transaction().execute(async (trx) => {
    const issued = await issueCode({ ...ctx, db: trx }, user.id, 'verify', false, undefined, true);
    await moveSignUpAttempt(trx, attempt.code_id, issued.id);
    await consumeCode(trx, attempt.code_id, ctx.now().toISOString());
    const to = { userId: user.id, email: user.email, name: attempt.first_name, language: attempt.language };
    await emailVerificationCode(trx, ctx, to, issued);
  });
}

/** Emails a fresh verification code to a pending sign-up. Answers the same, as fast, for any address. */
export async function resendVerification(
  ctx: AppContext,
  email: string,
  t: TFunction,
): Promise<{ ok: true; message: string }> {
  await countCodeRequest(ctx, email);
  ctx.tasks.run('resend-verification', () => reissueNewestAttempt(ctx, email));
  return { ok: true, message: t('auth:messages.codeSent') };
}

/** Withdraws a pending sign-up, proven by one of its emailed codes. Verified accounts cannot be removed this way. */
export async function withdrawSignUp(
  ctx: AppContext,
  input: { email: string; code: string },
  t: TFunction,
): Promise<{ ok: true; message: string }> {
  const user = await findUserByEmail(ctx.db, input.email);
  await redeemCode(ctx, user?.email_verified === 0 ? user.id : undefined, 'verify', input.code);
  await deleteUser(ctx.db, user?.id ?? '');
  return { ok: true, message: t('auth:messages.signUpRemoved') };
}

/** The preference choices offered at sign-up, labelled in the request language. */
export function signUpPreferenceChoices(t: TFunction) {
  return {
    interests: SIGN_UP_INTERESTS.map((key) => ({ key, label: t(`auth:interests.${key}`) })),
    languages: [...LANGUAGES],
    defaults: SignUpPreferencesSchema.parse({}),
  };
}
