import { resolve } from 'node:path';
import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { UsageError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { exportCourseFolder } from '../../services/course-export';
import { resolveCourseId } from '../../services/course-ref';

/** Options of `ailab course export`. */
export interface CourseExportOptions {
  force?: boolean;
}

/** `ailab course export <courseId> <dir> [--force]`. */
export function newCourseExportCommand(
  context: CommandContext,
  runF: (
    courseId: string,
    dir: string,
    options: CourseExportOptions,
    factory: Factory,
  ) => Promise<void> = runCourseExport,
): Command {
  const { t } = context;
  return new Command('export')
    .description(t('learning:cli.export.description'))
    .argument('<courseId>', t('learning:cli.courseId'))
    .argument('<dir>', t('learning:cli.export.dir'))
    .option('--force', t('learning:cli.export.force'))
    .action((courseId: string, dir: string, options: CourseExportOptions) =>
      runF(courseId, dir, options, context.factory()),
    );
}

const list = (files: string[]) => files.join(', ');

/**
 * Writes a course in the import format; the written files go to stdout, one a line. It never deletes a file an
 * export did not write, and refuses a folder holding other files (or files changed since the last export) without
 * `--force`, saying what `--force` would replace.
 */
export async function runCourseExport(
  courseId: string,
  dir: string,
  options: CourseExportOptions,
  f: Factory,
): Promise<void> {
  await requireToken(f);
  const api = await f.api();
  const { bundle } = await api.adminCourses.export({ course_id: await resolveCourseId(api, courseId, f.t) });
  const outcome = await exportCourseFolder(resolve(dir), bundle, options.force === true);
  if (!outcome.ok) {
    const { refusal } = outcome;
    if (refusal.kind === 'changed')
      throw new UsageError(f.t('learning:cli.export.changed', { dir, files: list(refusal.files) }));
    const replaces = refusal.replaces.length
      ? f.t('learning:cli.export.wouldReplace', { files: list(refusal.replaces) })
      : f.t('learning:cli.export.wouldReplaceNothing');
    throw new UsageError(`${f.t('learning:cli.export.foreign', { dir })}\n${replaces}`);
  }
  const { files, replaced, removed, leftInPlace } = outcome.result;
  if (f.json) {
    printJson(f.io, { courseId, dir: resolve(dir), files, replaced, removed, left_in_place: leftInPlace });
    return;
  }
  for (const file of files) f.io.print(file);
  if (replaced.length) f.io.warn(f.t('learning:cli.export.replaced', { files: list(replaced) }));
  if (removed.length) f.io.info(f.t('learning:cli.export.removed', { files: list(removed) }));
  if (leftInPlace.length) f.io.warn(f.t('learning:cli.export.leftInPlace', { files: list(leftInPlace) }));
  f.io.info(`${f.io.err.green('✓')} ${f.t('learning:cli.export.done', { count: files.length, dir })}`);
}
