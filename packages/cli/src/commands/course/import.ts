import { resolve } from 'node:path';
import { ApiError, isApiError } from '@ailab/core/errors/api-error';
import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { UsageError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { formatTable } from '../../io/table';
import { courseFieldLocation } from '../../services/course-field-location';
import {
  CourseFolderError,
  type CourseFolderFiles,
  readCourseFolderWithFiles,
} from '../../services/course-files';

export interface CourseImportOptions {
  dryRun?: boolean;
}

/** `ailab course import <dir> [--dry-run]`. */
export function newCourseImportCommand(
  context: CommandContext,
  runF: (dir: string, options: CourseImportOptions, factory: Factory) => Promise<void> = runCourseImport,
): Command {
  const { t } = context;
  return new Command('import')
    .description(t('learning:cli.import.description'))
    .argument('<dir>', t('learning:cli.import.dir'))
    .option('--dry-run', t('learning:cli.import.dryRun'))
    .action((dir: string, options: CourseImportOptions) => runF(dir, options, context.factory()));
}

/**
 * A refusal of the bundle with each field named by its file in the folder, not its place in the request body
 * (issue 24 item 9): `bundle.units.1.quiz.title` becomes `quizzes/checks.yaml: title`, in the fields and the message.
 */
function inFolderTerms(error: unknown, files: CourseFolderFiles, bodyLabel: string): unknown {
  if (!isApiError(error) || error.fields.length === 0) return error;
  let message = error.message;
  const fields = error.fields.map((field) => {
    const location = courseFieldLocation(field.field, files, bodyLabel);
    message = message.split(field.field).join(location);
    const own = field.message.startsWith(field.field)
      ? field.message.slice(field.field.length).trim()
      : field.message.split(field.field).join(location);
    return { ...field, field: location, message: own };
  });
  return new ApiError(error.code, message, { status: error.status, fields });
}

/**
 * Sends a course folder to the server, which matches it by slug and changes only
 * what differs; prints what happened (or would, with --dry-run) per course, unit and quiz.
 */
export async function runCourseImport(dir: string, options: CourseImportOptions, f: Factory): Promise<void> {
  const { io, t } = f;
  await requireToken(f);
  let read: Awaited<ReturnType<typeof readCourseFolderWithFiles>>;
  try {
    read = await readCourseFolderWithFiles(resolve(dir));
  } catch (error) {
    if (error instanceof CourseFolderError || (error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new UsageError(t('learning:cli.import.unreadable', { message: (error as Error).message }));
    throw error;
  }
  const api = await f.api(undefined, { long: true });
  const result = await api.adminCourses
    .import({ bundle: read.bundle, dry_run: options.dryRun === true })
    .catch((error: unknown) => {
      throw inFolderTerms(error, read.files, t('learning:cli.import.body'));
    });
  if (f.json) {
    printJson(io, result);
    return;
  }
  const rows = result.items.map((item) => [
    t(`learning:cli.kinds.${item.kind}`),
    item.key,
    t(`learning:cli.outcomes.${item.outcome}`),
  ]);
  const header = ['kind', 'key', 'outcome'].map((key) => t(`learning:cli.import.columns.${key}`));
  io.print(formatTable(header, rows, io.tableWidth, io.out.bold));
  const counts = Object.fromEntries(
    ['created', 'updated', 'unchanged', 'removed'].map((outcome) => [
      outcome,
      result.items.filter((item) => item.outcome === outcome).length,
    ]),
  );
  const summary = !result.changed
    ? t('learning:cli.import.noChanges')
    : t(result.dry_run ? 'learning:cli.import.wouldChange' : 'learning:cli.import.changed', counts);
  io.info(`${io.err.green('✓')} ${summary}${result.course_id ? ` (${result.course_id})` : ''}`);
}
