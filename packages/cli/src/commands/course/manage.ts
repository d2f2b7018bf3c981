import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { resolveCourseId } from '../../services/course-ref';

export type CourseAction = 'publish' | 'unpublish' | 'archive';

/** `ailab course publish|unpublish|archive <courseId>`: one constructor for the three life-cycle moves. */
export function newCourseManageCommand(
  context: CommandContext,
  action: CourseAction,
  runF: (action: CourseAction, courseId: string, factory: Factory) => Promise<void> = runCourseManage,
): Command {
  return new Command(action)
    .description(context.t(`learning:cli.manage.${action}`))
    .argument('<courseId>', context.t('learning:cli.courseId'))
    .action((courseId: string) => runF(action, courseId, context.factory()));
}

/** Moves the course and says where it is now; the server explains a refusal (409). */
export async function runCourseManage(action: CourseAction, courseId: string, f: Factory): Promise<void> {
  await requireToken(f);
  const api = await f.api();
  const answer = await api.adminCourses.manage({
    course_id: await resolveCourseId(api, courseId, f.t),
    action,
  });
  if (f.json) {
    printJson(f.io, answer);
    return;
  }
  const state = answer.course?.state ?? 'draft';
  f.io.info(
    `${f.io.err.green('✓')} ${f.t('learning:cli.manage.done', { title: answer.course?.title ?? courseId, state: f.t(`learning:states.${state}`) })}`,
  );
}
