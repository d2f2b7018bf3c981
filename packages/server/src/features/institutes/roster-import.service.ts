import type {
  RosterImportBody,
  RosterImportRow,
} from '@ailab/core/contract/institutes/roster-import.schemas';
import type { BulkResponse } from '@ailab/core/contract/schemas/bulk';
import { ROLE } from '@ailab/core/roles/roles';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { type BulkSpec, runBulk } from '../../bulk/run-bulk';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { findUserByEmail, findUserById } from '../../identity/users.repository';
import { createInvitedUser, promisePasswordLink } from '../users/users.port';
import { requireActive, requireInstitute } from './institute-admin.service';
import { listTeams } from './institutes.repository';
import { findOpenMembership } from './members.repository';
import { placeMember } from './roster.service';

interface Placement {
  userId: string | null;
  teamId: string | null;
}

/**
 * Imports a roster on the shared bulk pattern: each row names a learner by email and a team by
 * name. A missing account is created with the learner role and sent an invitation to choose a
 * password (a job in the row's savepoint, so a dry run or a failed row promises nothing); an
 * existing member is moved when their team differs. Idempotent by email: a second run of the same
 * file answers every row `unchanged`.
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
  const spec: BulkSpec<RosterImportRow, Placement> = {
    key: (row) => row.email,
    async plan(trx, row) {
      const teamId = teamOf(row.team);
      const user = await findUserByEmail(trx, row.email);
      if (!user) return { outcome: 'created', data: { userId: null, teamId } };
      if (user.disabled_at !== null)
        throw new AppError('NOT_FOUND', {
          params: { path: t('institutes:errors.account', { user: row.email }) },
        });
      if (!user.roles.includes(ROLE.learner))
        throw new AppError('NOT_A_LEARNER', { params: { email: row.email } });
      const current = await findOpenMembership(trx, institute.id, user.id);
      if (current && current.team_id === teamId) return { outcome: 'unchanged' };
      return { outcome: current ? 'updated' : 'created', data: { userId: user.id, teamId } };
    },
    async apply(trx, row, decision) {
      let userId = decision.data.userId;
      if (!userId) {
        const made = await createInvitedUser(ctx, trx, {
          email: row.email,
          first_name: row.first_name,
          last_name: row.last_name,
          roles: [ROLE.learner],
          language,
        });
        if (!made.created) throw new AppError('CONFLICT');
        userId = made.id;
        await promisePasswordLink(
          trx,
          ctx,
          { id: made.id, email: row.email, first_name: made.firstName, language: made.language },
          'invite',
        );
      }
      const user = await findUserById(trx, userId);
      if (!user) throw new AppError('CONFLICT');
      await placeMember(trx, ctx, caller.user.id, institute, user, decision.data.teamId);
    },
  };
  return runBulk(ctx.db, body, spec, t);
}
