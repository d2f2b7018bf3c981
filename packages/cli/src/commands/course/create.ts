import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';

export interface CourseCreateOptions {
  slug?: string;
  title: string;
  summary?: string;
}

/** `ailab course create --title T [--slug S] [--summary X]`: without --slug, the server derives it from the title. */
export function newCourseCreateCommand(
  context: CommandContext,
  runF: (options: CourseCreateOptions, factory: Factory) => Promise<void> = runCourseCreate,
): Command {
  const { t } = context;
  return new Command('create')
    .description(t('learning:cli.create.description'))
    .requiredOption('--title <title>', t('learning:cli.create.title'))
    .option('--slug <slug>', t('learning:cli.create.slug'))
    .option('--summary <text>', t('learning:cli.create.summary'))
    .action((options: CourseCreateOptions) => runF(options, context.factory()));
}

/** Creates a draft course; prints its id (stdout) so scripts can go on with it. */
export async function runCourseCreate(options: CourseCreateOptions, f: Factory): Promise<void> {
  await requireToken(f);
  const course = await (await f.api()).adminCourses.add({
    title: options.title,
    ...(options.slug === undefined ? {} : { slug: options.slug }),
    ...(options.summary === undefined ? {} : { summary: options.summary }),
  });
  if (f.json) {
    printJson(f.io, course);
    return;
  }
  f.io.info(`${f.io.err.green('✓')} ${f.t('learning:cli.create.done', { title: course.title })}`);
  f.io.print(course.id);
}
