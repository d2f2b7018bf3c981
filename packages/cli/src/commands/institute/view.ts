import { objectPaths } from '@ailab/core/links/object-paths';
import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { formatTable } from '../../io/table';
import { findInstitute } from '../../services/institute-service';
import { openObjectPage, type WebOption } from '../../services/open-object-page';
import { readsFrom } from '../json-fields-source';

/** `ailab institute view <institute> [--json]`: the institute, its counts, teams, supervisors and courses. */
export function newInstituteViewCommand(context: CommandContext): Command {
  const command = new Command('view')
    .description(context.t('institutes:cli.view.description'))
    .argument('<institute>', context.t('institutes:cli.instituteArg'))
    .option('-w, --web', context.t('web.option'))
    .action((institute: string, options: WebOption) =>
      runInstituteView(institute, context.factory(), options),
    );
  return readsFrom(command, 'adminInstitutes', 'get');
}

/** The institute, its counts, teams, supervisors and courses; --web opens its administration page. */
export async function runInstituteView(idOrSlug: string, f: Factory, options: WebOption = {}): Promise<void> {
  await requireToken(f);
  const institute = await findInstitute(await f.api(), idOrSlug);
  if (options.web) return openObjectPage(f, objectPaths.adminInstitute(institute.id));
  if (f.json) {
    printJson(f.io, institute);
    return;
  }
  const { io, t } = f;
  io.print(`${io.out.bold(institute.name)} (${institute.slug}) · ${institute.kind} · ${institute.status}`);
  io.print(
    t('institutes:cli.view.counts', {
      teams: institute.counts.teams,
      members: institute.counts.members,
      supervisors: institute.counts.supervisors,
      pending: institute.counts.pending_invitations,
      courses: institute.counts.courses,
    }),
  );
  const teamRows = institute.teams.map((team) => [team.name, team.status, String(team.members), team.id]);
  if (teamRows.length)
    io.print(
      formatTable(
        ['team', 'status', 'members', 'id'].map((key) => t(`institutes:cli.columns.${key}`)),
        teamRows,
        io.tableWidth,
        io.out.bold,
      ),
    );
  for (const supervisor of institute.supervisors)
    io.print(
      `${t('institutes:cli.view.supervisor')}: ${supervisor.name} <${supervisor.email}> (${supervisor.scopes
        .map((scope) => scope.team_name ?? t('institutes:cli.wholeInstitute'))
        .join(', ')})`,
    );
  for (const course of institute.courses)
    io.print(`${t('institutes:cli.view.course')}: ${course.title} (${course.slug})`);
}
