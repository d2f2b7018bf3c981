import type { MemberRole } from '@ailab/core/contract/startups/startup.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { ANY_MEMBER, requireMember } from '../businesses/startup-access';
import type { MemberRow, StartupRow } from '../businesses/startups.repository';
import { findPitchById, findSectionById, type PitchRow, type SectionRow } from './pitches.repository';

/** A pitch the caller may work on, with its startup and the caller's membership. */
export interface PitchAccess {
  pitch: PitchRow;
  startup: StartupRow;
  member: MemberRow;
}

/**
 * A pitch through its startup's membership: outsiders get NOT_FOUND, whatever the pitch's status (a
 * draft, its history and its analytics never reach them through these endpoints).
 */
export async function requirePitch(
  db: Kysely<Database>,
  userId: string,
  pitchId: string,
  roles: readonly MemberRole[] = ANY_MEMBER,
): Promise<PitchAccess> {
  const pitch = await findPitchById(db, pitchId);
  if (!pitch) throw new AppError('NOT_FOUND');
  const { startup, member } = await requireMember(db, userId, pitch.startup_id, roles);
  return { pitch, startup, member };
}

export async function requireSection(
  db: Kysely<Database>,
  userId: string,
  sectionId: string,
): Promise<PitchAccess & { section: SectionRow }> {
  const section = await findSectionById(db, sectionId);
  if (!section) throw new AppError('NOT_FOUND');
  return { ...(await requirePitch(db, userId, section.pitch_id)), section };
}
