import type { MemberRole } from '@ailab/core/contract/startups/startup.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { findMember, findStartupById, type MemberRow, type StartupRow } from './startups.repository';

/** Every role of a team. */
export const ANY_MEMBER: readonly MemberRole[] = ['owner', 'admin', 'member'];
/** Those who run a startup: its owner and admins. */
export const MANAGERS: readonly MemberRole[] = ['owner', 'admin'];

/**
 * The startup and the caller's membership, or NOT_FOUND: to anyone outside the team a startup's
 * private side does not exist (no difference between "not yours" and "no such startup").
 * A member whose role is not in `roles` gets FORBIDDEN.
 */
export async function requireMember(
  db: Kysely<Database>,
  userId: string,
  startupId: string,
  roles: readonly MemberRole[] = ANY_MEMBER,
): Promise<{ startup: StartupRow; member: MemberRow }> {
  const [startup, member] = await Promise.all([
    findStartupById(db, startupId),
    findMember(db, startupId, userId),
  ]);
  if (!startup || !member) throw new AppError('NOT_FOUND');
  if (!roles.includes(member.role)) throw new AppError('FORBIDDEN');
  return { startup, member };
}

/** Refuses changes to an archived startup (restore it first). */
export function requireActive(startup: StartupRow): void {
  if (startup.status !== 'active') throw new AppError('CONFLICT', { messageKey: 'startups:errors.archived' });
}
