import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { confirmDestructive } from '../../io/confirm-destructive';
import { printJson } from '../../io/json-output';
import { formatTable } from '../../io/table';
import { findInstitute, findTeam } from '../../services/institute-service';
import { pageFromItems } from '../../services/page-from-items';

async function runTeamList(idOrSlug: string, f: Factory): Promise<void> {
  await requireToken(f);
  const institute = await findInstitute(await f.api(), idOrSlug);
  // Every list's one JSON shape (issue 24 item 15; was a bare array).
  if (f.json) {
    printJson(f.io, pageFromItems(institute.teams, { all: true }));
    return;
  }
  if (institute.teams.length === 0) {
    f.io.info(f.t('common:noResults'));
    return;
  }
  const rows = institute.teams.map((team) => [team.name, team.status, String(team.members), team.id]);
  f.io.print(
    formatTable(
      ['team', 'status', 'members', 'id'].map((key) => f.t(`institutes:cli.columns.${key}`)),
      rows,
      f.io.tableWidth,
      f.io.out.bold,
    ),
  );
}

async function runTeamChange(
  idOrSlug: string,
  change:
    | { action: 'team_create'; name: string }
    | { action: 'team_rename' | 'team_close'; team: string; name?: string },
  f: Factory,
): Promise<void> {
  await requireToken(f);
  const api = await f.api();
  const institute = await findInstitute(api, idOrSlug);
  const answer =
    change.action === 'team_create'
      ? await api.adminInstitutes.manage({
          institute_id: institute.id,
          action: 'team_create',
          name: change.name,
        })
      : change.action === 'team_rename'
        ? await api.adminInstitutes.manage({
            institute_id: institute.id,
            action: 'team_rename',
            team_id: findTeam(institute, change.team, f.t).id,
            name: change.name ?? '',
          })
        : await api.adminInstitutes.manage({
            institute_id: institute.id,
            action: 'team_close',
            team_id: findTeam(institute, change.team, f.t).id,
          });
  if (f.json) printJson(f.io, answer);
  else
    f.io.info(
      `${f.io.err.green('✓')} ${f.t(`institutes:cli.team.done.${change.action}`, { team: answer.team?.name ?? '' })}`,
    );
}

/** `ailab institute team list|create|rename|close <institute> …`. */
export function newInstituteTeamCommand(context: CommandContext): Command {
  const { t } = context;
  const arg = t('institutes:cli.instituteArg');
  return new Command('team')
    .description(t('institutes:cli.team.description'))
    .addCommand(
      new Command('list')
        .description(t('institutes:cli.team.list'))
        .argument('<institute>', arg)
        .action((institute: string) => runTeamList(institute, context.factory())),
    )
    .addCommand(
      new Command('create')
        .description(t('institutes:cli.team.create'))
        .argument('<institute>', arg)
        .argument('<name>', t('institutes:cli.team.nameArg'))
        .action((institute: string, name: string) =>
          runTeamChange(institute, { action: 'team_create', name }, context.factory()),
        ),
    )
    .addCommand(
      new Command('rename')
        .description(t('institutes:cli.team.rename'))
        .argument('<institute>', arg)
        .argument('<team>', t('institutes:cli.teamArg'))
        .argument('<name>', t('institutes:cli.team.nameArg'))
        .action((institute: string, team: string, name: string) =>
          runTeamChange(institute, { action: 'team_rename', team, name }, context.factory()),
        ),
    )
    .addCommand(
      new Command('close')
        .description(t('institutes:cli.team.close'))
        .argument('<institute>', arg)
        .argument('<team>', t('institutes:cli.teamArg'))
        .option('-y, --yes', t('institutes:cli.yes'))
        .action(async (institute: string, team: string, options: { yes?: boolean }) => {
          const f = context.factory();
          await confirmDestructive(f.io, f.t, options.yes, {
            question: f.t('institutes:cli.team.closeConfirm', { team }),
            consequence: f.t('institutes:cli.team.closeConsequence', { team }),
          });
          await runTeamChange(institute, { action: 'team_close', team }, f);
        }),
    );
}
