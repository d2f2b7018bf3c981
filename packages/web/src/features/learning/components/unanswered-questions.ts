import type { QuizAnswer } from '@ailab/core/contract/learning/quiz.schemas';

/** How many of these questions have no answer yet: no option chosen and no text typed. */
export function unansweredCount(
  questionIds: readonly string[],
  answers: Readonly<Record<string, QuizAnswer>>,
): number {
  return questionIds.filter((id) => {
    const answer = answers[id];
    return !answer || (answer.option_ids.length === 0 && answer.text.trim() === '');
  }).length;
}
