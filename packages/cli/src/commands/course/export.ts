import { resolve } from 'node:path';
import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { writeCourseFolder } from '../../services/course-files';

/** `ailab course export <courseId> <dir>`. */
export function newCourseExportCommand(
  context: CommandContext,
  runF: (courseId: string, dir: string, factory: Factory) => Promise<void> = runCourseExport,
): Command {
  const { t } = context;
  return new Command('export')
    .description(t('learning:cli.export.description'))
    .argument('<courseId>', t('learning:cli.courseId'))
    .argument('<dir>', t('learning:cli.export.dir'))
    .action((courseId: string, dir: string) => runF(courseId, dir, context.factory()));
}

/** Writes a course in the import format; the written files go to stdout, one a line. */
export async function runCourseExport(courseId: string, dir: string, f: Factory): Promise<void> {
  await requireToken(f);
  const { bundle } = await (await f.api()).adminCourses.export({ course_id: courseId });
  const files = await writeCourseFolder(resolve(dir), bundle);
  if (f.json) {
    printJson(f.io, { courseId, dir: resolve(dir), files });
    return;
  }
  for (const file of files) f.io.print(file);
  f.io.info(`${f.io.err.green('✓')} ${f.t('learning:cli.export.done', { count: files.length, dir })}`);
}
