import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { hashSecret, newCode, newToken, sameHash } from '../../security/secrets';
import { addMinutes, isPast } from '../../security/time';
import {
  type CodePurpose,
  consumeCode,
  consumeOpenCodes,
  findOpenCodeByLinkHash,
  findOpenCodes,
  insertCode,
  insertCodes,
  recordFailedAttempt,
} from './codes.repository';

/** A new one-time code, with a link token for flows that offer a link too. */
export interface IssuedCode {
  id: string;
  code: string;
  linkToken: string | null;
}

/**
 * Issues a single-use code (and optionally a link token), retiring older codes
 * of the same purpose unless `keepOthers` (each sign-up attempt keeps its own code).
 */
export async function issueCode(
  ctx: AppContext,
  userId: string,
  purpose: CodePurpose,
  withLink: boolean,
  minutes: number = ctx.config.limits.codeMinutes,
  keepOthers = false,
): Promise<IssuedCode> {
  const now = ctx.now();
  if (!keepOthers) await consumeOpenCodes(ctx.db, userId, purpose, now.toISOString());
  const issued = newIssuedCode(withLink);
  await insertCode(ctx.db, codeRow(issued, userId, purpose, now, minutes));
  return issued;
}

/**
 * {@link issueCode} for many accounts made in the caller's transaction (a roster import's new
 * learners): they have no earlier code to retire, so it is one multi-row insert per 200 accounts.
 * Answers each user's code, in the order of `userIds`.
 */
export async function issueCodesForNewAccounts(
  ctx: AppContext,
  userIds: readonly string[],
  purpose: CodePurpose,
  withLink: boolean,
  minutes: number,
): Promise<IssuedCode[]> {
  const now = ctx.now();
  const issued = userIds.map(() => newIssuedCode(withLink));
  await insertCodes(
    ctx.db,
    issued.map((code, at) => codeRow(code, userIds[at] ?? '', purpose, now, minutes)),
  );
  return issued;
}

function newIssuedCode(withLink: boolean): IssuedCode {
  return { id: randomUUID(), code: newCode(), linkToken: withLink ? newToken('ailab_link_') : null };
}

/** The stored row of an issued code: only the hashes of the code and the link. */
function codeRow(issued: IssuedCode, userId: string, purpose: CodePurpose, now: Date, minutes: number) {
  return {
    id: issued.id,
    user_id: userId,
    purpose,
    code_hash: hashSecret(`${purpose}:${userId}:${issued.code}`),
    link_hash: issued.linkToken ? hashSecret(issued.linkToken) : null,
    attempts: 0,
    expires_at: addMinutes(now, minutes),
    consumed_at: null,
    created_at: now.toISOString(),
  };
}

/** How many open codes of one purpose are checked against a typed code (a pending sign-up may hold several). */
const OPEN_CODES_CHECKED = 10;

/**
 * Checks and uses up a code typed by the user, and answers the id of the code
 * it matched. Every open code of the purpose is checked; a wrong code counts an
 * attempt on each, and a code past the limit is retired. Throws CODE_INVALID or CODE_EXPIRED.
 */
export async function redeemCode(
  ctx: AppContext,
  userId: string | undefined,
  purpose: CodePurpose,
  code: string,
): Promise<string> {
  if (!userId) throw new AppError('CODE_INVALID');
  const now = ctx.now();
  const rows = await findOpenCodes(ctx.db, userId, purpose, OPEN_CODES_CHECKED);
  if (rows.length === 0) throw new AppError('CODE_INVALID');
  const typed = hashSecret(`${purpose}:${userId}:${code}`);
  const row = rows.find((candidate) => sameHash(candidate.code_hash, typed));
  if (!row) {
    for (const open of rows) {
      await recordFailedAttempt(ctx.db, open.id);
      if (open.attempts + 1 >= ctx.config.limits.codeMaxAttempts)
        await consumeCode(ctx.db, open.id, now.toISOString());
    }
    const newest = rows[0];
    if (newest && isPast(newest.expires_at, now)) throw new AppError('CODE_EXPIRED');
    throw new AppError('CODE_INVALID');
  }
  if (isPast(row.expires_at, now)) throw new AppError('CODE_EXPIRED');
  if (!(await consumeCode(ctx.db, row.id, now.toISOString()))) throw new AppError('CODE_INVALID');
  return row.id;
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
