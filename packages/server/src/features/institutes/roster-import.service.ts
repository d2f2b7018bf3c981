import type {
  RosterImportBody,
  RosterImportRow,
} from '@ailab/core/contract/institutes/roster-import.schemas';
import type { BulkResponse } from '@ailab/core/contract/schemas/bulk';
import { ROLE } from '@ailab/core/roles/roles';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { type AuditInput, recordAudits } from '../../audit/record-audit';
import { BulkPlanStale, type BulkSpec, runBulk } from '../../bulk/run-bulk';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { userNameBase } from '../../identity/free-user-name';
import {
  findUserByEmail,
  findUsersByEmails,
  takenUserNames,
  type UserRow,
} from '../../identity/users.repository';
import { enrolInCourse } from '../learning/learning.port';
import {
  createInvitedUser,
  createInvitedUsers,
  promiseInvitations,
  promisePasswordLink,
} from '../users/users.port';
import { listAssignedCourses } from './course-assignments.repository';
import { requireActive, requireInstitute } from './institute-admin.service';
import { listTeams } from './institutes.repository';
import {
  closeMembership,
  closeMemberships,
  findOpenMembership,
  findOpenMemberships,
  type MemberRow,
  openMembership,
  openMemberships,
} from './members.repository';

interface Placement {
  user: UserRow | null;
  current: MemberRow | null;
  teamId: string | null;
  index: number;
}

/**
 * Imports a roster on the shared bulk pattern: each row names a learner by email and a team by
 * name. A missing account is created with the learner role and sent an invitation to choose a
 * password (a job in the row's savepoint, so a dry run or a failed row promises nothing); an
 * existing member is moved when their team differs. Idempotent by email: a second run of the same
 * file answers every row `unchanged`.
 *
 * Set-based (issue 20: ≥ 1,000 rows/s): the request's accounts, their open memberships, the free
 * user names and the assigned courses are read once before the first row; the rows are then planned
 * in memory and their writes made together (`applyBatch`: accounts, roles, invitation codes and
 * jobs, closed and opened stays, a few multi-row statements per request, all in the request's
 * transaction), and the audit entries written after the last. A row repeating an email of this
 * request is planned after the earlier rows are written, and read afresh; a batch that meets a
 * parallel run (a unique violation, a stay closed meanwhile: `BulkPlanStale`) is redone row by row.
 */
export async function importRoster(
  ctx: AppContext,
  caller: Caller,
  body: RosterImportBody,
  language: string,
  t: TFunction,
): Promise<BulkResponse> {
  const institute = await requireInstitute(ctx, body.institute_id, t);
  requireActive(institute);
  const teams = await listTeams(ctx.db, institute.id);
  const teamOf = (name: string | undefined): string | null => {
    if (!name) return null;
    const wanted = name.toLowerCase();
    const team =
      teams.find((candidate) => candidate.status === 'open' && candidate.name.toLowerCase() === wanted) ??
      teams.find((candidate) => candidate.name.toLowerCase() === wanted);
    if (!team)
      throw new AppError('NOT_FOUND', { params: { path: t('institutes:errors.team', { id: name }) } });
    if (team.status !== 'open') throw new AppError('TEAM_CLOSED', { params: { name: team.name } });
    return team.id;
  };
  // Per request, filled by `prepare`: what the database held before the first row.
  let usersBefore = new Map<string, UserRow>();
  let membershipsBefore = new Map<string, MemberRow>();
  const takenNames = new Set<string>();
  const touched = new Set<string>();
  let assigned: { course_id: string; team_id: string | null }[] = [];
  const audits = new Map<number, AuditInput>();
  const courseIds = (teamId: string | null) => [
    ...new Set(
      assigned
        .filter((course) => course.team_id === null || course.team_id === teamId)
        .map((course) => course.course_id),
    ),
  ];
  const enrolAndAudit = async (
    trx: Parameters<typeof enrolInCourse>[0],
    index: number,
    email: string,
    user: { id: string; roles: readonly number[] },
    placement: Placement,
    now: string,
  ) => {
    for (const courseId of courseIds(placement.teamId)) await enrolInCourse(trx, courseId, user, now);
    touched.add(email);
    audits.set(index, {
      actorId: caller.user.id,
      action: placement.current ? 'institute.member.move' : 'institute.member.add',
      target: { type: 'institute', id: institute.id },
      before: placement.current ? { user_id: user.id, team_id: placement.current.team_id } : null,
      after: { user_id: user.id, team_id: placement.teamId },
      at: ctx.now(),
    });
  };
  const spec: BulkSpec<RosterImportRow, Placement> = {
    key: (row) => row.email,
    async prepare(trx, rows) {
      const emails = [...new Set(rows.map((row) => row.email))];
      usersBefore = await findUsersByEmails(trx, emails);
      membershipsBefore = await findOpenMemberships(
        trx,
        institute.id,
        [...usersBefore.values()].map((user) => user.id),
      );
      for (const name of await takenUserNames(trx, emails.map(userNameBase))) takenNames.add(name);
      assigned = await listAssignedCourses(trx, institute.id);
    },
    async plan(trx, row, index, stale) {
      const teamId = teamOf(row.team);
      const fresh = stale || touched.has(row.email);
      const user = (fresh ? await findUserByEmail(trx, row.email) : usersBefore.get(row.email)) ?? null;
      if (!user) return { outcome: 'created', data: { user: null, current: null, teamId, index } };
      if (user.disabled_at !== null)
        throw new AppError('NOT_FOUND', {
          params: { path: t('institutes:errors.account', { user: row.email }) },
        });
      if (!user.roles.includes(ROLE.learner))
        throw new AppError('NOT_A_LEARNER', { params: { email: row.email } });
      const current =
        (fresh ? await findOpenMembership(trx, institute.id, user.id) : membershipsBefore.get(user.id)) ??
        null;
      if (current && current.team_id === teamId) return { outcome: 'unchanged' };
      return { outcome: current ? 'updated' : 'created', data: { user, current, teamId, index } };
    },
    async apply(trx, row, decision) {
      const now = ctx.now().toISOString();
      const { current, teamId, index } = decision.data;
      let user: { id: string; roles: readonly number[] } | null = decision.data.user;
      if (!user) {
        const made = await createInvitedUser(
          ctx,
          trx,
          {
            email: row.email,
            first_name: row.first_name,
            last_name: row.last_name,
            roles: [ROLE.learner],
            language,
          },
          { takenUserNames: takenNames },
        );
        // Created by a parallel request (a re-run while a killed run's last batch still commits).
        if (!made.created) throw new BulkPlanStale();
        takenNames.add(made.userName.toLowerCase());
        // The invitation is a job written with the account and the membership: all commit or none.
        await promisePasswordLink(
          trx,
          ctx,
          { id: made.id, email: row.email, first_name: made.firstName, language: made.language },
          'invite',
          true,
        );
        user = { id: made.id, roles: [ROLE.learner] };
      }
      // The open-row unique index refuses a parallel placement of the same learner.
      if (current && !(await closeMembership(trx, current.id, now))) throw new BulkPlanStale();
      await openMembership(trx, institute.id, user.id, teamId, now);
      await enrolAndAudit(trx, index, row.email, user, decision.data, now);
    },
    async applyBatch(trx, items) {
      const now = ctx.now().toISOString();
      const fresh = items.filter((item) => item.decision.data.user === null);
      const made = await createInvitedUsers(
        ctx,
        trx,
        fresh.map(({ row }) => ({
          email: row.email,
          first_name: row.first_name,
          last_name: row.last_name,
          roles: [ROLE.learner],
          language,
        })),
        takenNames,
      );
      // The invitations are jobs written with the accounts and the memberships: all commit or none.
      await promiseInvitations(trx, ctx, made);
      const madeFor = new Map(made.map((account, at) => [fresh[at]?.index, account]));
      const moved = items.flatMap((item) =>
        item.decision.data.current ? [item.decision.data.current.id] : [],
      );
      if ((await closeMemberships(trx, moved, now)) !== moved.length) throw new BulkPlanStale();
      const users = items.map((item) => {
        const user = item.decision.data.user ?? madeFor.get(item.index);
        if (!user) throw new BulkPlanStale();
        return user;
      });
      await openMemberships(
        trx,
        institute.id,
        items.map((item, at) => ({ userId: users[at]?.id ?? '', teamId: item.decision.data.teamId })),
        now,
      );
      for (const [at, item] of items.entries()) {
        const user = users[at];
        if (user) await enrolAndAudit(trx, item.index, item.row.email, user, item.decision.data, now);
      }
    },
    async finish(trx, applied) {
      await recordAudits(
        trx,
        [...audits].filter(([index]) => applied.has(index)).map(([, entry]) => entry),
      );
    },
  };
  return runBulk(ctx.db, body, spec, t);
}
