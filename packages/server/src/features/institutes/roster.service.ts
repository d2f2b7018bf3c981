import { ROLE } from '@ailab/core/roles/roles';
import type { TFunction } from 'i18next';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { findUserByEmail, findUserById, type UserRow } from '../../identity/users.repository';
import { enrolInCourse } from '../learning/learning.port';
import { courseIdsForTeam } from './course-assignments.repository';
import { findTeam, type InstituteRow, type TeamRow } from './institutes.repository';
import { closeMembership, findOpenMembership, openMembership } from './members.repository';

/** A member named by id or email, a learner, or a translated 4xx. */
export async function requireLearner(db: Kysely<Database>, user: string, t: TFunction): Promise<UserRow> {
  const row = user.includes('@')
    ? await findUserByEmail(db, user.toLowerCase())
    : await findUserById(db, user);
  if (!row || row.disabled_at !== null)
    throw new AppError('NOT_FOUND', { params: { path: t('institutes:errors.account', { user }) } });
  if (!row.roles.includes(ROLE.learner))
    throw new AppError('NOT_A_LEARNER', { params: { email: row.email } });
  return row;
}

/** A team of this institute that is open, or a translated 4xx. */
export async function requireOpenTeam(
  db: Kysely<Database>,
  institute: InstituteRow,
  teamId: string,
  t: TFunction,
): Promise<TeamRow> {
  const team = await findTeam(db, teamId);
  if (!team || team.institute_id !== institute.id)
    throw new AppError('NOT_FOUND', { params: { path: t('institutes:errors.team', { id: teamId }) } });
  if (team.status !== 'open') throw new AppError('TEAM_CLOSED', { params: { name: team.name } });
  return team;
}

/** What placing a member did. */
export type Placement = 'added' | 'moved' | 'unchanged';

/**
 * Puts a learner in the institute, in `teamId` (or no team): closes their current stay and opens
 * a new one (the history keeps where they were), then enrols them in the courses the institute and
 * the new team are given. Runs in the caller's transaction; the open-row unique index stops a
 * parallel placement of the same learner.
 */
export async function placeMember(
  trx: Kysely<Database>,
  ctx: AppContext,
  actorId: string | null,
  institute: InstituteRow,
  user: UserRow,
  teamId: string | null,
): Promise<Placement> {
  const now = ctx.now().toISOString();
  const current = await findOpenMembership(trx, institute.id, user.id);
  if (current && current.team_id === teamId) return 'unchanged';
  if (current && !(await closeMembership(trx, current.id, now))) throw new AppError('CONFLICT');
  await openMembership(trx, institute.id, user.id, teamId, now);
  for (const courseId of await courseIdsForTeam(trx, institute.id, teamId))
    await enrolInCourse(trx, courseId, user, now);
  await recordAudit(trx, {
    actorId,
    action: current ? 'institute.member.move' : 'institute.member.add',
    target: { type: 'institute', id: institute.id },
    before: current ? { user_id: user.id, team_id: current.team_id } : null,
    after: { user_id: user.id, team_id: teamId },
    at: ctx.now(),
  });
  return current ? 'moved' : 'added';
}

/** Ends a learner's stay in the institute; their progress in courses stays theirs. */
export async function removeMember(
  trx: Kysely<Database>,
  ctx: AppContext,
  actorId: string,
  institute: InstituteRow,
  user: UserRow,
  t: TFunction,
): Promise<void> {
  const current = await findOpenMembership(trx, institute.id, user.id);
  if (!current || !(await closeMembership(trx, current.id, ctx.now().toISOString())))
    throw new AppError('NOT_FOUND', {
      params: { path: t('institutes:errors.member', { user: user.email }) },
    });
  await recordAudit(trx, {
    actorId,
    action: 'institute.member.remove',
    target: { type: 'institute', id: institute.id },
    before: { user_id: user.id, team_id: current.team_id },
    after: null,
    at: ctx.now(),
  });
}
