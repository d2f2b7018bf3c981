import { Command, Option } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { resolveCourseId } from '../../services/course-ref';
import { type CourseUpdateFlags, updateCourse } from '../../services/course-update';

/** `ailab course update <course> [--title T] [--slug S] [--summary X] [--description D | --description-file F] [--state S]`. */
export function newCourseUpdateCommand(
  context: CommandContext,
  runF: (course: string, options: CourseUpdateFlags, factory: Factory) => Promise<void> = runCourseUpdate,
): Command {
  const { t } = context;
  return new Command('update')
    .alias('edit')
    .description(t('learning:cli.update.description'))
    .argument('<courseId>', t('learning:cli.courseId'))
    .option('--title <title>', t('learning:cli.create.title'))
    .option('--slug <slug>', t('learning:cli.update.slug'))
    .option('--summary <text>', t('learning:cli.create.summary'))
    .option('--description <markdown>', t('learning:cli.update.descriptionText'))
    .option('--description-file <file>', t('learning:cli.update.descriptionFile'))
    .addOption(
      new Option('--state <state>', t('learning:cli.update.state')).choices([
        'draft',
        'published',
        'archived',
      ]),
    )
    .action((course: string, options: CourseUpdateFlags) => runF(course, options, context.factory()));
}

/** Sends what was asked and says what changed; `--json` prints the course as it is now. */
export async function runCourseUpdate(course: string, options: CourseUpdateFlags, f: Factory): Promise<void> {
  await requireToken(f);
  const api = await f.api();
  const result = await updateCourse(api, () => resolveCourseId(api, course, f.t), options, f.t);
  if (f.json) {
    printJson(f.io, result.course);
    return;
  }
  const title = result.course.title;
  if (result.wordsChanged) f.io.info(`${f.io.err.green('✓')} ${f.t('learning:cli.update.done', { title })}`);
  const state = f.t(`learning:states.${result.course.state}`);
  if (result.movedTo !== null)
    f.io.info(`${f.io.err.green('✓')} ${f.t('learning:cli.manage.done', { title, state })}`);
  else if (options.state !== undefined)
    f.io.info(f.t('learning:cli.update.alreadyInState', { title, state }));
}
