import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { addBulkOptions, type BulkFlags } from '../bulk-options';

/** The flags of `ailab course enrol`. */
export interface CourseEnrolOptions extends BulkFlags {
  users: string;
  grantRole?: boolean;
}

/** `ailab course enrol <courseId> --users emails.csv [--grant-role] [--dry-run] [--failed-out file]`. */
export function newCourseEnrolCommand(
  context: CommandContext,
  runF: (courseId: string, options: CourseEnrolOptions, factory: Factory) => Promise<void> = runCourseEnrol,
): Command {
  const { t } = context;
  const command = new Command('enrol')
    .alias('enroll')
    .description(t('learning:cli.enrol.description'))
    .argument('<courseId>', t('learning:cli.courseId'))
    .requiredOption('--users <file>', t('learning:cli.enrol.users'))
    .option('--grant-role', t('learning:cli.enrol.grantRole'));
  return addBulkOptions(command, t).action((courseId: string, options: CourseEnrolOptions) =>
    runF(courseId, options, context.factory()),
  );
}

/** Enrols the accounts of a CSV file in a course; the CSV parser and the row schema load only here. */
export async function runCourseEnrol(
  courseId: string,
  options: CourseEnrolOptions,
  f: Factory,
): Promise<void> {
  await requireToken(f);
  const { enrolFromFile } = await import('../../services/course-enrol');
  await enrolFromFile(f, courseId, options);
}
