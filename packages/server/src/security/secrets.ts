import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH } from '@ailab/core/contract/schemas/fields';

/** A random bearer token of 256 bits with a readable prefix (`ailab_s_` sessions, `ailab_pat_` API tokens). */
export function newToken(
  prefix: 'ailab_s_' | 'ailab_pat_' | 'ailab_link_' | 'ailab_ev_' | 'ailab_cal_' | 'ailab_sh_',
): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

/** The SHA-256 of a secret, hex; tokens and codes are stored only as this. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Compares two hex hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A uniformly random numeric one-time code. */
export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}
