import type { QuestionWithKey, QuizAnswer } from '@ailab/core/contract/learning/quiz.schemas';
import type { TFunction } from 'i18next';
import { AppError } from '../../http/app-error';
import { optionsOf } from './quiz-grading';

/** Rejects answers to questions the quiz does not have, or options a question does not offer. */
export function checkAnswers(
  questions: readonly QuestionWithKey[],
  answers: readonly QuizAnswer[],
  t: TFunction,
): void {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const fields = answers.flatMap((answer, index) => {
    const question = byId.get(answer.question_id);
    const field = `answers.${index}`;
    if (!question)
      return [
        {
          field,
          code: 'unknown_question',
          message: t('learning:answers.unknownQuestion', { id: answer.question_id }),
        },
      ];
    const offered = new Set(optionsOf(question).map((option) => option.id));
    const stray = answer.option_ids.find((id) => !offered.has(id));
    if (stray)
      return [{ field, code: 'unknown_option', message: t('learning:answers.unknownOption', { id: stray }) }];
    if ((question.kind === 'single' || question.kind === 'true_false') && answer.option_ids.length > 1)
      return [{ field, code: 'one_option', message: t('learning:answers.oneOption') }];
    return [];
  });
  const seen = new Set<string>();
  for (const [index, answer] of answers.entries()) {
    if (seen.has(answer.question_id))
      fields.push({ field: `answers.${index}`, code: 'duplicate', message: t('learning:answers.duplicate') });
    seen.add(answer.question_id);
  }
  if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
}
