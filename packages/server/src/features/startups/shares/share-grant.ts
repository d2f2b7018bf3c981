import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a view grant opens its link after the right password. */
export const SHARE_GRANT_MS = 30 * 60 * 1000;

function signature(passwordHash: string, linkId: string, expiresMs: number): Buffer {
  return createHmac('sha256', passwordHash)
    .update(`pitch-share-grant\u0000${linkId}\u0000${expiresMs}`)
    .digest();
}

/**
 * A view grant for one link: its expiry and an HMAC-SHA256 of the link's id and that expiry, keyed by
 * the link's stored password hash (a server-side secret, never answered). The grant carries neither
 * the password nor its hash; it opens that link only, until it expires or the password changes.
 */
export function signShareGrant(passwordHash: string, linkId: string, now: Date) {
  const expiresMs = now.getTime() + SHARE_GRANT_MS;
  const mac = signature(passwordHash, linkId, expiresMs).toString('base64url');
  return { grant: `${expiresMs}.${mac}`, expires_at: new Date(expiresMs).toISOString() };
}

/** Whether `grant` was signed for this link under its current password and has not expired at `now`. */
export function shareGrantValid(passwordHash: string, linkId: string, grant: string, now: Date): boolean {
  const [expires, mac, ...rest] = grant.split('.');
  if (rest.length > 0 || !expires || !mac || !/^\d{1,15}$/.test(expires)) return false;
  const expiresMs = Number(expires);
  if (expiresMs <= now.getTime()) return false;
  const given = Buffer.from(mac, 'base64url');
  const expected = signature(passwordHash, linkId, expiresMs);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
