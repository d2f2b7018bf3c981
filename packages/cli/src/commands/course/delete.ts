import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { confirmDestructive } from '../../io/confirm-destructive';
import { printJson } from '../../io/json-output';
import { resolveCourseId } from '../../services/course-ref';

/** `ailab course delete <course> [--yes]`: deletes a draft nobody joined (the server refuses any other). */
export function newCourseDeleteCommand(
  context: CommandContext,
  runF: (course: string, options: { yes?: boolean }, factory: Factory) => Promise<void> = runCourseDelete,
): Command {
  return new Command('delete')
    .description(context.t('learning:cli.delete.description'))
    .argument('<courseId>', context.t('learning:cli.courseId'))
    .option('-y, --yes', context.t('learning:cli.delete.yes'))
    .action((course: string, options: { yes?: boolean }) => runF(course, options, context.factory()));
}

/** Asks on a terminal (or needs --yes off one) before its first request, then deletes through `course/manage`. */
export async function runCourseDelete(course: string, options: { yes?: boolean }, f: Factory): Promise<void> {
  await confirmDestructive(f.io, f.t, options.yes, {
    question: f.t('learning:cli.delete.confirm', { course }),
    consequence: f.t('learning:cli.delete.consequence', { course }),
  });
  await requireToken(f);
  const api = await f.api();
  const answer = await api.adminCourses.manage({
    course_id: await resolveCourseId(api, course, f.t),
    action: 'delete',
  });
  if (f.json) printJson(f.io, answer);
  else f.io.info(`${f.io.err.green('✓')} ${f.t('learning:cli.delete.done', { course })}`);
}
