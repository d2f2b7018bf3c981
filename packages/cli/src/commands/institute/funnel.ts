import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { formatTable } from '../../io/table';
import { resolveTeamId } from '../../services/institute-team';

export interface FunnelOptions {
  course: string;
  team?: string;
}

/** `ailab institute funnel <institute> --course C [--team T] [--json]`: a course's drop-off by unit. */
export function newInstituteFunnelCommand(context: CommandContext): Command {
  const { t } = context;
  return new Command('funnel')
    .description(t('institutes:cli.funnel.description'))
    .argument('<institute>', t('institutes:cli.instituteArg'))
    .requiredOption('--course <course>', t('institutes:cli.funnel.course'))
    .option('--team <team>', t('institutes:cli.progress.team'))
    .action((institute: string, options: FunnelOptions) =>
      runInstituteFunnel(institute, options, context.factory()),
    );
}

export async function runInstituteFunnel(
  idOrSlug: string,
  options: FunnelOptions,
  f: Factory,
): Promise<void> {
  await requireToken(f);
  const api = await f.api();
  const funnel = await api.instituteExtras.funnel({
    institute_id: idOrSlug,
    course_id: options.course,
    ...(options.team ? { team_id: await resolveTeamId(api, idOrSlug, options.team, f.t) } : {}),
  });
  if (f.json) {
    printJson(f.io, funnel);
    return;
  }
  f.io.info(
    f.t('institutes:cli.funnel.summary', {
      course: funnel.course.title,
      enrolled: funnel.enrolled,
      completed: funnel.completed,
    }),
  );
  const header = ['position', 'unit', 'reached'].map((key) => f.t(`institutes:cli.funnel.columns.${key}`));
  const rows = funnel.units.map((unit, index) => [String(index + 1), unit.title, String(unit.reached)]);
  f.io.print(formatTable(header, rows, f.io.stdoutIsTTY, f.io.out.bold));
}
