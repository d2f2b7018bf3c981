import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { findInstitute, findTeam } from '../../services/institute-service';

interface AssignOptions {
  course: string;
  team?: string;
  dryRun?: boolean;
}

/** `ailab institute assign <institute> --course <slug> [--team T] [--dry-run]`: enrols the members. */
export function newInstituteAssignCommand(context: CommandContext): Command {
  const { t } = context;
  return new Command('assign')
    .description(t('institutes:cli.assign.description'))
    .argument('<institute>', t('institutes:cli.instituteArg'))
    .requiredOption('--course <course>', t('institutes:cli.assign.course'))
    .option('--team <team>', t('institutes:cli.assign.team'))
    .option('--dry-run', t('institutes:cli.assign.dryRun'))
    .action((institute: string, options: AssignOptions) => runAssign(institute, options, context.factory()));
}

export async function runAssign(idOrSlug: string, options: AssignOptions, f: Factory): Promise<void> {
  await requireToken(f);
  const api = await f.api();
  const institute = await findInstitute(api, idOrSlug);
  const team = options.team ? findTeam(institute, options.team, f.t) : null;
  const answer = await api.adminInstitutes.manage({
    institute_id: institute.id,
    action: 'course_assign',
    course_id: options.course,
    team_id: team?.id ?? null,
    dry_run: options.dryRun === true,
  });
  if (f.json) printJson(f.io, answer);
  else
    f.io.info(
      f.t(options.dryRun ? 'institutes:cli.assign.planned' : 'institutes:cli.assign.done', {
        enrolled: answer.enrolled ?? 0,
        skipped: answer.skipped ?? 0,
      }),
    );
}
