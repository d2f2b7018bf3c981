import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { addBulkOptions, type BulkFlags } from '../bulk-options';

/** The flags of `ailab course unenrol`. */
export interface CourseUnenrolOptions extends BulkFlags {
  users?: string;
  yes?: boolean;
}

/** `ailab course unenrol <course> [email...] [--users emails.csv] [--dry-run] [--failed-out file] [--yes]`. */
export function newCourseUnenrolCommand(
  context: CommandContext,
  runF: (
    course: string,
    emails: string[],
    options: CourseUnenrolOptions,
    factory: Factory,
  ) => Promise<void> = runCourseUnenrol,
): Command {
  const { t } = context;
  const command = new Command('unenrol')
    .alias('unenroll')
    .description(t('learning:cli.unenrol.description'))
    .argument('<course>', t('learning:cli.courseId'))
    .argument('[emails...]', t('learning:cli.unenrol.emails'))
    .option('--users <file>', t('learning:cli.enrol.users'))
    .option('-y, --yes', t('learning:cli.unenrol.yes'));
  return addBulkOptions(command, t).action(
    (course: string, emails: string[], options: CourseUnenrolOptions) =>
      runF(course, emails, options, context.factory()),
  );
}

/** Withdraws learners from a course; the CSV parser and the row schema load only here. */
export async function runCourseUnenrol(
  course: string,
  emails: string[],
  options: CourseUnenrolOptions,
  f: Factory,
): Promise<void> {
  await requireToken(f);
  const { unenrolLearners } = await import('../../services/course-unenrol');
  await unenrolLearners(f, course, emails, options);
}
