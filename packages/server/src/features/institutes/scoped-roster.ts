import { ROLE } from '@ailab/core/roles/roles';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { findInstitute, type InstituteRow } from './institutes.repository';
import { currentRoster, type RosterEntry } from './progress.service';
import { supervisorScope } from './supervisor-scope';

/**
 * The current members an administrator (all of them) or a supervisor (their scope) may follow in an
 * institute, narrowed to one team when `teamId` is given. An institute or team outside a
 * supervisor's scope reads as not found, like one that does not exist.
 */
export async function scopedRoster(
  ctx: AppContext,
  caller: Caller,
  instituteId: string,
  teamId: string | undefined,
  t: TFunction,
): Promise<{ institute: InstituteRow; roster: RosterEntry[] }> {
  const institute = await findInstitute(ctx.db, instituteId);
  const notFound = () =>
    new AppError('NOT_FOUND', { params: { path: t('institutes:errors.institute', { id: instituteId }) } });
  if (!institute) throw notFound();
  let teams: string[] | null = null;
  if (!caller.user.roles.includes(ROLE.admin)) {
    const grant = (await supervisorScope(ctx.db, caller.user.id)).get(institute.id);
    if (!grant) throw notFound();
    if (grant !== 'all') teams = [...grant];
  }
  if (teamId) {
    if (teams && !teams.includes(teamId))
      throw new AppError('NOT_FOUND', { params: { path: t('institutes:errors.team', { id: teamId }) } });
    teams = [teamId];
  }
  return { institute, roster: await currentRoster(ctx.db, institute.id, teams) };
}
