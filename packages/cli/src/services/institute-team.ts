import type { ApiClient } from '@ailab/core/client/create-client';
import { isApiError } from '@ailab/core/errors/api-error';
import { NotFoundError, UsageError } from '../errors/cli-errors';
import type { Translate } from '../i18n/translator';

/** What picking a team needs to know of it. */
export interface TeamChoice {
  id: string;
  name: string;
  status?: string | undefined;
}

/**
 * A team by id or by (case-insensitive) name: an open team's name wins over closed ones. An unknown
 * team is not found (exit 3, naming the open teams); a name shared by several teams is a usage
 * error (exit 2) naming each match with its id, so the command can be repeated with one.
 */
export function pickTeam<T extends TeamChoice>(teams: readonly T[], nameOrId: string, t: Translate): T {
  const byId = teams.find((team) => team.id === nameOrId);
  if (byId) return byId;
  const wanted = nameOrId.trim().toLowerCase();
  const named = teams.filter((team) => team.name.toLowerCase() === wanted);
  const open = named.filter((team) => (team.status ?? 'open') === 'open');
  const matches = open.length ? open : named;
  const [only] = matches;
  if (only && matches.length === 1) return only;
  if (matches.length > 1)
    throw new UsageError(
      t('institutes:cli.ambiguousTeam', {
        team: nameOrId,
        matches: matches
          .map(
            (team) =>
              `${team.name} (${team.id}${team.status && team.status !== 'open' ? `, ${team.status}` : ''})`,
          )
          .join(', '),
      }),
    );
  const openNames = teams.filter((team) => (team.status ?? 'open') === 'open').map((team) => team.name);
  throw new NotFoundError(
    t('institutes:cli.unknownTeam', { team: nameOrId, teams: openNames.join(', ') || '-' }),
  );
}

/**
 * The id of a team named by id or name for commands that administrators and supervisors both run:
 * an administrator picks among the institute's teams, a supervisor among the teams of their scope.
 */
export async function resolveTeamId(
  api: ApiClient,
  instituteIdOrSlug: string,
  nameOrId: string,
  t: Translate,
): Promise<string> {
  try {
    const institute = await api.adminInstitutes.get({ institute_id: instituteIdOrSlug });
    return pickTeam(institute.teams, nameOrId, t).id;
  } catch (error) {
    if (!isApiError(error, 'FORBIDDEN')) throw error;
  }
  const info = await api.supervisor.instituteInfo({});
  const institute = info.institutes.find(
    (candidate) => candidate.id === instituteIdOrSlug || candidate.slug === instituteIdOrSlug,
  );
  return pickTeam(institute?.teams ?? [], nameOrId, t).id;
}
