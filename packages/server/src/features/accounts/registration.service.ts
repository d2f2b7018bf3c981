import { randomInt, randomUUID } from 'node:crypto';
import type { SignInResult } from '@ailab/core/contract/schemas/user';
import {
  SIGN_UP_INTERESTS,
  type SignUpPreferences,
  SignUpPreferencesSchema,
} from '@ailab/core/contract/v1-public';
import { LANGUAGES } from '@ailab/core/i18n/languages';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { publicUrl, sendTemplate } from '../../mail/send-template';
import { hashPassword } from '../../security/passwords';
import { issueCode, redeemCode } from './codes.service';
import { startSession } from './sign-in.service';
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

/** A free user name derived from the email's local part. */
async function freeUserName(ctx: AppContext, email: string): Promise<string> {
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

async function sendVerification(
  ctx: AppContext,
  userId: string,
  email: string,
  name: string,
  language: string,
): Promise<void> {
  const issued = await issueCode(ctx, userId, 'verify', false);
  await sendTemplate(ctx, email, 'verify', language, {
    name,
    code: issued.code,
    minutes: ctx.config.limits.codeMinutes,
    removeUrl: `${publicUrl(ctx)}/register?withdraw=${encodeURIComponent(email)}`,
  });
}

/**
 * Registers an unverified account and emails a code. The answer never says
 * whether the address was taken: a verified owner gets an email instead, and
 * a pending sign-up gets a fresh code without its password being replaced.
 */
export async function signUp(
  ctx: AppContext,
  input: SignUpInput,
  language: string,
  t: TFunction,
): Promise<{ ok: true; message: string; email: string }> {
  await countCodeRequest(ctx, input.email);
  const answer = { ok: true as const, message: t('auth:messages.signUpReceived'), email: input.email };
  const existing = await findUserByEmail(ctx.db, input.email);
  if (existing?.email_verified === 1) {
    await sendTemplate(ctx, existing.email, 'alreadyRegistered', existing.language, {
      resetUrl: `${publicUrl(ctx)}/change-password`,
    });
    return answer;
  }
  if (existing) {
    await sendVerification(ctx, existing.id, existing.email, existing.first_name, existing.language);
    return answer;
  }
  const preferences = input.preferences ?? SignUpPreferencesSchema.parse({ language });
  const now = ctx.now().toISOString();
  const id = randomUUID();
  await insertUser(ctx.db, {
    id,
    email: input.email,
    password_hash: await hashPassword(input.password),
    first_name: input.first_name,
    last_name: input.last_name,
    user_name: await freeUserName(ctx, input.email),
    photo_path: null,
    role_label: 'member',
    functions: '[]',
    roles: '[]',
    area_code: '',
    group_id: null,
    language: preferences.language,
    email_verified: 0,
    must_change_password: 0,
    preferences: JSON.stringify(preferences),
    last_login_at: null,
    created_at: now,
    updated_at: now,
  });
  await sendVerification(ctx, id, input.email, input.first_name, preferences.language);
  return answer;
}

/** Verifies a new account with its emailed code and signs it in. */
export async function verifyAccount(
  ctx: AppContext,
  input: { email: string; code: string },
  t: TFunction,
): Promise<SignInResult> {
  const user = await findUserByEmail(ctx.db, input.email);
  await redeemCode(ctx, user?.email_verified === 0 ? user.id : undefined, 'verify', input.code);
  await updateUser(ctx.db, user?.id ?? '', { email_verified: 1, updated_at: ctx.now().toISOString() });
  const verified = await findUserById(ctx.db, user?.id ?? '');
  if (!verified) throw new AppError('CODE_INVALID');
  return startSession(ctx, verified, t);
}

/** Emails a fresh verification code to a pending sign-up. Answers the same for any address. */
export async function resendVerification(
  ctx: AppContext,
  email: string,
  t: TFunction,
): Promise<{ ok: true; message: string }> {
  await countCodeRequest(ctx, email);
  const user = await findUserByEmail(ctx.db, email);
  if (user && user.email_verified === 0)
    await sendVerification(ctx, user.id, user.email, user.first_name, user.language);
  return { ok: true, message: t('auth:messages.codeSent') };
}

/** Withdraws a pending sign-up, proven by its emailed code. Verified accounts cannot be removed this way. */
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
