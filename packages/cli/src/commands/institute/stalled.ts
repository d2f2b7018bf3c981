import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { UsageError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { confirmDestructive } from '../../io/confirm-destructive';
import { printJson } from '../../io/json-output';
import { formatTable } from '../../io/table';
import { resolveTeamId } from '../../services/institute-team';

export interface StalledOptions {
  team?: string;
  course?: string;
  days?: string;
  email?: boolean;
  yes?: boolean;
}

/** `--days 14` or `14d`: 1 to 365; anything else is a usage error. */
function stalledDays(text: string | undefined, f: Factory): number | undefined {
  if (text === undefined) return undefined;
  const match = /^(\d{1,3})d?$/.exec(text.trim());
  const days = match ? Number(match[1]) : Number.NaN;
  if (!Number.isInteger(days) || days < 1 || days > 365)
    throw new UsageError(f.t('institutes:cli.stalled.badDays', { value: text }));
  return days;
}

/**
 * `ailab institute stalled <institute> [--team T] [--course C] [--days 14] [--email --yes] [--json]`:
 * who has stalled (admins and supervisors, within their scope); with `--email`, one reminder each,
 * at most once a day per learner (a second run the same day sends nothing).
 */
export function newInstituteStalledCommand(context: CommandContext): Command {
  const { t } = context;
  return new Command('stalled')
    .description(t('institutes:cli.stalled.description'))
    .argument('<institute>', t('institutes:cli.instituteArg'))
    .option('--team <team>', t('institutes:cli.progress.team'))
    .option('--course <course>', t('institutes:cli.progress.course'))
    .option('--days <days>', t('institutes:cli.stalled.days'))
    .option('--email', t('institutes:cli.stalled.email'))
    .option('-y, --yes', t('institutes:cli.yes'))
    .action((institute: string, options: StalledOptions) =>
      runInstituteStalled(institute, options, context.factory()),
    );
}

export async function runInstituteStalled(
  idOrSlug: string,
  options: StalledOptions,
  f: Factory,
): Promise<void> {
  const days = stalledDays(options.days, f);
  await requireToken(f);
  const api = await f.api();
  const body = {
    institute_id: idOrSlug,
    ...(options.team ? { team_id: await resolveTeamId(api, idOrSlug, options.team, f.t) } : {}),
    ...(options.course ? { course_id: options.course } : {}),
    ...(days ? { days } : {}),
  };
  let report = await api.instituteExtras.stalled(body);
  if (options.email) {
    const due = report.learners.filter((learner) => !learner.emailed_today).length;
    if (due > 0) {
      await confirmDestructive(f.io, f.t, options.yes, {
        question: f.t('institutes:cli.stalled.confirm', { count: due }),
        consequence: f.t('institutes:cli.stalled.consequence', {
          count: due,
          days: f.t('institutes:cli.stalled.dayCount', { count: report.days }),
        }),
      });
      report = await api.instituteExtras.stalled({ ...body, send: true });
    }
  }
  if (f.json) {
    printJson(f.io, report);
    return;
  }
  if (report.learners.length === 0) f.io.info(f.t('institutes:cli.stalled.none', { count: report.days }));
  else {
    const header = ['name', 'email', 'team', 'lastActivity', 'courses', 'emailedToday'].map((key) =>
      f.t(`institutes:cli.stalled.columns.${key}`),
    );
    const rows = report.learners.map((learner) => [
      learner.name,
      learner.email,
      learner.team_name ?? '',
      learner.last_activity_at?.slice(0, 10) ?? '',
      learner.courses.join(', '),
      learner.emailed_today ? f.t('institutes:cli.stalled.yes') : '',
    ]);
    f.io.print(formatTable(header, rows, f.io.stdoutIsTTY, f.io.out.bold));
  }
  if (options.email)
    f.io.info(
      `${f.io.err.green('✓')} ${f.t('institutes:cli.stalled.sent', { sent: report.sent, skipped: report.skipped })}`,
    );
}
