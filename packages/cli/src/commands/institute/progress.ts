import { Command, Option } from 'commander';
import type { CommandContext } from '../../command-context';
import { UsageError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { formatTable } from '../../io/table';
import { PROGRESS_COLUMNS, progressRows } from '../../services/institute-service';
import { resolveTeamId } from '../../services/institute-team';

export interface ProgressOptions {
  team?: string;
  course?: string;
  status?: 'not_started' | 'active' | 'stalled' | 'completed';
  csv?: boolean;
}

/** `ailab institute progress <institute> [--team T] [--course C] [--status S] [--json | --csv]` (admins and supervisors). */
export function newInstituteProgressCommand(context: CommandContext): Command {
  const { t } = context;
  return new Command('progress')
    .description(t('institutes:cli.progress.description'))
    .argument('<institute>', t('institutes:cli.instituteArg'))
    .option('--team <team>', t('institutes:cli.progress.team'))
    .option('--course <courseId>', t('institutes:cli.progress.course'))
    .addOption(
      new Option('--status <status>', t('institutes:cli.progress.status')).choices([
        'not_started',
        'active',
        'stalled',
        'completed',
      ]),
    )
    .option('--csv', t('institutes:cli.progress.csv'))
    .action((institute: string, options: ProgressOptions) =>
      runInstituteProgress(institute, options, context.factory()),
    );
}

export async function runInstituteProgress(
  idOrSlug: string,
  options: ProgressOptions,
  f: Factory,
): Promise<void> {
  if (options.csv && f.json) throw new UsageError(f.t('institutes:cli.progress.csvWithJson'));
  await requireToken(f);
  const api = await f.api();
  const report = await api.instituteExtras.progress({
    institute_id: idOrSlug,
    ...(options.team ? { team_id: await resolveTeamId(api, idOrSlug, options.team, f.t) } : {}),
    ...(options.course ? { course_id: options.course } : {}),
    ...(options.status ? { status: options.status } : {}),
  });
  if (f.json) {
    printJson(f.io, report);
    return;
  }
  const titles = new Map(report.courses.map((course) => [course.id, course.title]));
  const rows = progressRows(report.learners, titles);
  if (options.csv) {
    const { toCsv } = await import('@ailab/core/csv/csv-writer');
    f.io.print(toCsv(PROGRESS_COLUMNS, rows, { lineEnd: '\n' }));
    return;
  }
  if (rows.length === 0) {
    f.io.info(f.t('common:noResults'));
    return;
  }
  const header = PROGRESS_COLUMNS.map((key) => f.t(`institutes:cli.progress.columns.${key}`));
  f.io.print(
    formatTable(
      header,
      rows.map((row) => row.map(String)),
      f.io.tableWidth,
      f.io.out.bold,
    ),
  );
}
