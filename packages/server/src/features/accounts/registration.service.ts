import { randomInt, randomUUID } from 'node:crypto';
import type { SignInResult } from '@ailab/core/contract/accounts/user.schemas';
import {
  SIGN_UP_INTERESTS,
  type SignUpPreferences,
  SignUpPreferencesSchema,
} from '@ailab/core/contract/accounts/v1-public';
import { LANGUAGES } from '@ailab/core/i18n/languages';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { onUniqueViolation, violates } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import { publicUrl, sendTemplate } from '../../mail/send-template';
import { hashPassword } from '../../security/passwords';
import { readSettings } from '../settings/settings.service';
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
import {
  deleteUser,
  findUserByEmail,
  findUserById,
  insertUser,
  isUserNameTaken,
  updateUser,
} from './users.repository';

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
    const id = randomUUID();
    const row = {
      id,
      email: input.email,
      password_hash: null,
      first_name: input.first_name,
      last_name: input.last_name,
      user_name: await freeUserName(ctx, input.email),
      photo_path: null,
      role_label: 'member',
      functions: '[]',
      area_code: '',
      group_id: null,
      language: preferences.language,
      email_verified: 0,
      must_change_password: 0,
      preferences: JSON.stringify(preferences),
      last_login_at: null,
      created_at: now,
      updated_at: now,
    };
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

/** A free user name derived from the email's local part. */
export async function freeUserName(ctx: AppContext, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? 'user')
    .replace(/[^a-zA-Z0-9_.-]/g, '')
    .slice(0, 30)
    .padEnd(3, '0');
  if (!(await isUserNameTaken(ctx.db, base))) return base;
  for (let i = 0; i < 20; i += 1) {
    const candidate = `${base}${randomInt(1000, 99999)}`;
    if (!(await isUserNameTaken(ctx.db, candidate))) return candidate;
  }
  return `${base}-${randomUUID().slice(0, 8)}`;
}

async function emailVerificationCode(
  ctx: AppContext,
  email: string,
  name: string,
  language: string,
  code: string,
): Promise<void> {
  await sendTemplate(ctx, email, 'verify', language, {
    name,
    code,
    minutes: ctx.config.limits.codeMinutes,
    removeUrl: `${publicUrl(ctx)}/register?withdraw=${encodeURIComponent(email)}`,
  });
}

/** One sign-up attempt: its own code, holding its own password and names until that code is used. */
async function recordAttempt(
  ctx: AppContext,
  userId: string,
  input: SignUpInput,
  passwordHash: string,
  preferences: SignUpPreferences,
): Promise<void> {
  const issued = await issueCode(ctx, userId, 'verify', false, undefined, true);
  await insertSignUpAttempt(ctx.db, {
    code_id: issued.id,
    user_id: userId,
    password_hash: passwordHash,
    first_name: input.first_name,
    last_name: input.last_name,
    language: preferences.language,
    preferences: JSON.stringify(preferences),
    created_at: ctx.now().toISOString(),
  });
  await emailVerificationCode(ctx, input.email, input.first_name, preferences.language, issued.code);
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
    await sendTemplate(ctx, existing.email, 'alreadyRegistered', existing.language, {
      resetUrl: `${publicUrl(ctx)}/change-password`,
    });
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
  const issued = await issueCode(ctx, user.id, 'verify', false, undefined, true);
  await moveSignUpAttempt(ctx.db, attempt.code_id, issued.id);
  await consumeCode(ctx.db, attempt.code_id, ctx.now().toISOString());
  await emailVerificationCode(ctx, user.email, attempt.first_name, attempt.language, issued.code);
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
