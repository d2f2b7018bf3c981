import {
  type InstituteProgressBody,
  type InstituteProgressResponse,
  STALLED_AFTER_DAYS,
  type SupervisorInfoResponse,
  type TeamProgressResponse,
} from '@ailab/core/contract/institutes/progress.schemas';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { countMembersByTeam, findInstitute, findTeam, listTeams } from './institutes.repository';
import { currentRoster, instituteProgress, rosterProgress } from './progress.service';
import { scopedRoster } from './scoped-roster';
import { scopeCoversTeam, supervisorScope } from './supervisor-scope';

/** The institutes and teams in the signed-in supervisor's scope. */
export async function supervisorInfo(ctx: AppContext, caller: Caller): Promise<SupervisorInfoResponse> {
  const scope = await supervisorScope(ctx.db, caller.user.id);
  const institutes: SupervisorInfoResponse['institutes'] = [];
  for (const [instituteId, grant] of scope) {
    const institute = await findInstitute(ctx.db, instituteId);
    if (!institute) continue;
    const [teams, members] = await Promise.all([
      listTeams(ctx.db, instituteId),
      countMembersByTeam(ctx.db, instituteId),
    ]);
    institutes.push({
      id: institute.id,
      slug: institute.slug,
      name: institute.name,
      logo_url: institute.logo_url,
      kind: institute.kind,
      status: institute.status,
      whole_institute: grant === 'all',
      teams: teams
        .filter((team) => grant === 'all' || grant.has(team.id))
        .map((team) => ({
          id: team.id,
          name: team.name,
          status: team.status,
          members: members.get(team.id) ?? 0,
        })),
    });
  }
  institutes.sort((a, b) => a.name.localeCompare(b.name));
  return { institutes, stalled_after_days: STALLED_AFTER_DAYS };
}

/** One team of the supervisor's scope with each learner's progress; any other team reads as not found. */
export async function supervisorTeam(
  ctx: AppContext,
  caller: Caller,
  teamId: string,
  t: TFunction,
): Promise<TeamProgressResponse> {
  const team = await findTeam(ctx.db, teamId);
  const scope = await supervisorScope(ctx.db, caller.user.id);
  const institute = team ? await findInstitute(ctx.db, team.institute_id) : undefined;
  if (!team || !institute || !scopeCoversTeam(scope, team.institute_id, team.id))
    throw new AppError('NOT_FOUND', { params: { path: t('institutes:errors.team', { id: teamId }) } });
  const roster = await currentRoster(ctx.db, institute.id, [team.id]);
  const progress = await rosterProgress(ctx, institute.id, roster);
  return {
    team: { id: team.id, name: team.name, status: team.status, members: roster.length },
    institute: { id: institute.id, slug: institute.slug, name: institute.name, logo_url: institute.logo_url },
    ...progress,
  };
}

/**
 * An institute's progress: all of it for an administrator, the supervisor's scope for a
 * supervisor (an institute or team outside it reads as not found).
 */
export async function scopedInstituteProgress(
  ctx: AppContext,
  caller: Caller,
  body: InstituteProgressBody,
  t: TFunction,
): Promise<InstituteProgressResponse> {
  const { institute, roster } = await scopedRoster(ctx, caller, body.institute_id, body.team_id, t);
  return instituteProgress(ctx, institute, roster, body);
}
