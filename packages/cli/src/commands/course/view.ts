import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { formatTable } from '../../io/table';
import { resolveCourseId } from '../../services/course-ref';
import { readsFrom } from '../json-fields-source';

/** `ailab course view <courseId>`. */
export function newCourseViewCommand(
  context: CommandContext,
  runF: (courseId: string, factory: Factory) => Promise<void> = runCourseView,
): Command {
  const command = new Command('view')
    .description(context.t('learning:cli.view.description'))
    .argument('<courseId>', context.t('learning:cli.courseId'))
    .action((courseId: string) => runF(courseId, context.factory()));
  return readsFrom(command, 'adminCourses', 'unitKeys');
}

/** A course and its outline: a heading and a table of units, or unit-keys' answer with --json. */
export async function runCourseView(courseId: string, f: Factory): Promise<void> {
  const { io, t } = f;
  await requireToken(f);
  const api = await f.api();
  const outline = await api.adminCourses.unitKeys({ course_id: await resolveCourseId(api, courseId, f.t) });
  if (f.json) {
    printJson(io, outline);
    return;
  }
  const { course, units } = outline;
  if (io.stdoutIsTTY) {
    io.print(`${io.out.bold(course.title)}  ${course.slug}  [${t(`learning:states.${course.state}`)}]`);
    io.print(course.summary);
    io.print(t('learning:cli.view.figures', { enrolled: course.enrolled_count, units: course.unit_count }));
    io.print('');
  }
  const header = ['position', 'slug', 'title', 'quiz'].map((key) => t(`learning:cli.view.columns.${key}`));
  const rows = units.map((unit) => [String(unit.position), unit.slug, unit.title, unit.quiz?.title ?? '-']);
  io.print(formatTable(header, rows, io.tableWidth, io.out.bold));
}
