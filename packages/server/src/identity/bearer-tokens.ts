import { randomUUID } from 'node:crypto';
import type { AppContext } from '../app-context';
import { parseStringList } from '../db/json-list';
import { hashSecret, newToken } from '../security/secrets';
import { addMinutes } from '../security/time';
import { findCallerByTokenHash } from './caller.repository';
import { insertToken, type TokenRow, touchToken } from './tokens.repository';
import type { UserRow } from './users.repository';

/** A freshly issued bearer token; the secret exists only here and in the response. */
export interface IssuedToken {
  id: string;
  secret: string;
  expiresAt: string;
  createdAt: string;
}

/** Issues a session token (sign-in) or a named API token (scripts and CI). */
export async function issueToken(
  ctx: AppContext,
  userId: string,
  options: { kind: 'session' | 'api'; name: string; days: number; scopes?: string[] },
): Promise<IssuedToken> {
  const now = ctx.now();
  const secret = newToken(options.kind === 'session' ? 'ailab_s_' : 'ailab_pat_');
  const issued = {
    id: randomUUID(),
    secret,
    createdAt: now.toISOString(),
    expiresAt: addMinutes(now, options.days * 24 * 60),
  };
  await insertToken(ctx.db, {
    id: issued.id,
    user_id: userId,
    kind: options.kind,
    name: options.name,
    token_hash: hashSecret(secret),
    scopes: JSON.stringify(options.scopes ?? []),
    created_at: issued.createdAt,
    expires_at: issued.expiresAt,
    last_used_at: null,
    revoked_at: null,
  });
  return issued;
}

/** The scopes stored on a token row; anything unreadable reads as none. */
export function tokenScopes(text: string): string[] {
  return parseStringList(text);
}

/** The caller behind a bearer token. */
export interface Caller {
  user: UserRow;
  token: TokenRow;
}

/** Resolves an Authorization header to a live token and its user, or null. */
export async function authenticateBearer(
  ctx: AppContext,
  header: string | undefined,
): Promise<Caller | null> {
  const match = /^Bearer\s+(\S{16,512})$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const now = ctx.now();
  const hash = hashSecret(match[1]);
  const found = ctx.callers?.find(hash) ?? (await lookUpCaller(ctx, hash, now));
  if (!found) return null;
  const { user, token } = found;
  // What the query checks, checked again for a kept caller: the clock moves on while it is kept.
  if (token.expires_at <= now.toISOString() || token.revoked_at) return null;
  // A disabled account's tokens stop working at once, even before they are revoked.
  if (user.disabled_at) return null;
  // Record use at most once a minute, to keep reads from turning into writes.
  if (!token.last_used_at || now.getTime() - new Date(token.last_used_at).getTime() > 60_000) {
    await touchToken(ctx.db, token.id, now.toISOString());
    token.last_used_at = now.toISOString();
  }
  return { user, token };
}

/** The caller from the database, kept for the next request when the cache is on (PostgreSQL). */
async function lookUpCaller(ctx: AppContext, hash: string, now: Date): Promise<Caller | undefined> {
  const generation = ctx.callers?.generation() ?? 0;
  const found = await findCallerByTokenHash(ctx.db, hash, now.toISOString());
  if (found) ctx.callers?.store(hash, found, generation);
  return found;
}
