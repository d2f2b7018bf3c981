import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { hashSecret, newCode, newToken, sameHash } from '../../security/secrets';
import { addMinutes, isPast } from '../../security/time';
import {
  type CodePurpose,
  consumeCode,
  consumeOpenCodes,
  findNewestOpenCode,
  findOpenCodeByLinkHash,
  insertCode,
  recordFailedAttempt,
} from './codes.repository';

/** A new one-time code, with a link token for flows that offer a link too. */
export interface IssuedCode {
  code: string;
  linkToken: string | null;
}

/** Issues a single-use code (and optionally a link token), retiring older codes of the same purpose. */
export async function issueCode(
  ctx: AppContext,
  userId: string,
  purpose: CodePurpose,
  withLink: boolean,
): Promise<IssuedCode> {
  const now = ctx.now();
  await consumeOpenCodes(ctx.db, userId, purpose, now.toISOString());
  const code = newCode();
  const linkToken = withLink ? newToken('ailab_link_') : null;
  await insertCode(ctx.db, {
    id: randomUUID(),
    user_id: userId,
    purpose,
    code_hash: hashSecret(`${purpose}:${userId}:${code}`),
    link_hash: linkToken ? hashSecret(linkToken) : null,
    attempts: 0,
    expires_at: addMinutes(now, ctx.config.limits.codeMinutes),
    consumed_at: null,
    created_at: now.toISOString(),
  });
  return { code, linkToken };
}

/**
 * Checks and uses up a code typed by the user. Wrong codes count as attempts;
 * after the limit the code is retired. Throws CODE_INVALID or CODE_EXPIRED.
 */
export async function redeemCode(
  ctx: AppContext,
  userId: string | undefined,
  purpose: CodePurpose,
  code: string,
): Promise<void> {
  if (!userId) throw new AppError('CODE_INVALID');
  const now = ctx.now();
  const row = await findNewestOpenCode(ctx.db, userId, purpose);
  if (!row) throw new AppError('CODE_INVALID');
  if (isPast(row.expires_at, now)) throw new AppError('CODE_EXPIRED');
  if (!sameHash(row.code_hash, hashSecret(`${purpose}:${userId}:${code}`))) {
    await recordFailedAttempt(ctx.db, row.id);
    if (row.attempts + 1 >= ctx.config.limits.codeMaxAttempts)
      await consumeCode(ctx.db, row.id, now.toISOString());
    throw new AppError('CODE_INVALID');
  }
  if (!(await consumeCode(ctx.db, row.id, now.toISOString()))) throw new AppError('CODE_INVALID');
}

/** Uses up the code behind an emailed link and returns its user id. */
export async function redeemLink(ctx: AppContext, token: string, purpose: CodePurpose): Promise<string> {
  const now = ctx.now();
  const row = await findOpenCodeByLinkHash(ctx.db, hashSecret(token), purpose);
  if (!row) throw new AppError('CODE_INVALID');
  if (isPast(row.expires_at, now)) throw new AppError('CODE_EXPIRED');
  if (!(await consumeCode(ctx.db, row.id, now.toISOString()))) throw new AppError('CODE_INVALID');
  return row.user_id;
}
