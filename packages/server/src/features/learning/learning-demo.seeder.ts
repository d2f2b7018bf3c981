import { randomUUID } from 'node:crypto';
import { CourseBundleSchema } from '@ailab/core/contract/learning/bundle.schemas';
import type { AppContext } from '../../app-context';
import { findUserByEmail } from '../../identity/users.repository';
import { importCourse } from './course-import.service';
import { updateCourse } from './courses.repository';
import { DEMO_QUIZ } from './demo/demo-quiz';
import { EVALUATING_AI_AGENTS } from './demo/evaluating-ai-agents';
import { PROMPT_ENGINEERING_BASICS } from './demo/prompt-engineering-basics';
import { RESPONSIBLE_AI } from './demo/responsible-ai';
import { quizColumns } from './quiz-authoring.service';
import { findDemoQuiz, insertQuiz } from './quizzes.repository';

export const DEMO_COURSES = [PROMPT_ENGINEERING_BASICS, EVALUATING_AI_AGENTS, RESPONSIBLE_AI];

/**
 * Seeds three published demo courses (each with units and a quiz) and the
 * public demo quiz. Idempotent: a course is matched by slug, the demo quiz
 * is added only when none exists.
 */
export async function seedDemoLearning(ctx: AppContext): Promise<number> {
  const author = await findUserByEmail(ctx.db, ctx.config.adminEmail);
  const now = ctx.now().toISOString();
  let created = 0;
  for (const input of DEMO_COURSES) {
    const result = await importCourse(ctx, author?.id ?? null, CourseBundleSchema.parse(input), false);
    if (!result.course_id || result.items[0]?.outcome !== 'created') continue;
    await updateCourse(ctx.db, result.course_id, { state: 'published', published_at: now });
    created += 1;
  }
  if (!(await findDemoQuiz(ctx.db)))
    await insertQuiz(ctx.db, {
      id: randomUUID(),
      course_id: null,
      unit_id: null,
      is_demo: 1,
      ...quizColumns(DEMO_QUIZ),
      created_at: now,
      updated_at: now,
    });
  return created;
}
