import { objectPaths } from '@ailab/core/links/object-paths';
import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { formatTable } from '../../io/table';
import { resolveCourseId } from '../../services/course-ref';
import { openObjectPage, type WebOption } from '../../services/open-object-page';
import { readsFrom } from '../json-fields-source';

/** `ailab course view <courseId>`. */
export function newCourseViewCommand(
  context: CommandContext,
  runF: (courseId: string, factory: Factory, options: WebOption) => Promise<void> = runCourseView,
): Command {
  const command = new Command('view')
    .description(context.t('learning:cli.view.description'))
    .argument('<courseId>', context.t('learning:cli.courseId'))
    .option('-w, --web', context.t('web.option'))
    .action((courseId: string, options: WebOption) => runF(courseId, context.factory(), options));
  return readsFrom(command, 'adminCourses', 'unitKeys');
}

/**
 * A course and its outline: a heading and a table of units, or unit-keys' answer with --json; --web opens its
 * administration page.
 */
export async function runCourseView(courseId: string, f: Factory, options: WebOption = {}): Promise<void> {
  const { io, t } = f;
  await requireToken(f);
  const api = await f.api();
  const id = await resolveCourseId(api, courseId, f.t);
  if (options.web) return openObjectPage(f, objectPaths.adminCourse(id));
  const outline = await api.adminCourses.unitKeys({ course_id: id });
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
