import { randomUUID } from 'node:crypto';
import type { QuizDefinition, QuizWithKey } from '@ailab/core/contract/learning/quiz.schemas';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../http/app-error';
import { quizRowToQuizWithKey } from './course-mapper';
import { findQuizByUnit, upsertQuiz } from './quizzes.repository';
import { requireUnit } from './unit-authoring.service';

/** Column values of a quiz definition. */
export function quizColumns(definition: QuizDefinition) {
  return {
    title: definition.title,
    pass_percent: definition.pass_percent,
    max_attempts: definition.max_attempts,
    shuffle: definition.shuffle ? 1 : 0,
    required: definition.required ? 1 : 0,
    reveal_answers: definition.reveal_answers,
    questions: JSON.stringify(definition.questions),
    max_points: definition.questions.reduce((sum, question) => sum + question.points, 0),
  };
}

/** Creates the quiz of a unit or replaces it; past attempts keep their scores. */
export async function saveUnitQuiz(
  ctx: AppContext,
  actorId: string,
  unitId: string,
  definition: QuizDefinition,
): Promise<QuizWithKey> {
  const unit = await requireUnit(ctx, unitId);
  const at = ctx.now();
  const now = at.toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const before = await findQuizByUnit(trx, unit.id);
    await upsertQuiz(trx, {
      id: randomUUID(),
      course_id: unit.course_id,
      unit_id: unit.id,
      is_demo: 0,
      ...quizColumns(definition),
      created_at: now,
      updated_at: now,
    });
    // The answer key is part of what changed: the audit log is read by administrators only.
    await recordAudit(trx, {
      actorId,
      action: before ? 'course.quiz.update' : 'course.quiz.create',
      target: { type: 'course', id: unit.course_id },
      before: before ? quizRowToQuizWithKey(before) : null,
      after: { unit_id: unit.id, ...definition },
      at,
    });
  });
  return unitQuizWithKey(ctx, unitId);
}

/** The quiz of a unit with its key, for administrators. */
export async function unitQuizWithKey(ctx: AppContext, unitId: string): Promise<QuizWithKey> {
  const quiz = await findQuizByUnit(ctx.db, unitId);
  if (!quiz) throw new AppError('NOT_FOUND', { params: { path: `quiz of unit ${unitId}` } });
  return quizRowToQuizWithKey(quiz);
}
