import type { GradedAttempt, QuizStanding, RevealAnswers } from '@ailab/core/contract/learning/quiz.schemas';

/**
 * Whether a learner may see a quiz's answer key now: after every attempt if the quiz says so, otherwise only
 * once they passed or have no attempt left (issue 18, item 17: a blank first attempt must not hand out the key).
 */
export function mayRevealKey(setting: string, standing: QuizStanding): boolean {
  if (setting === ('after_each_attempt' satisfies RevealAnswers)) return true;
  return standing.passed || standing.attempts_left === 0;
}

/** A graded attempt as a learner may see it: without the key while it is withheld; right or wrong and the score stay. */
export function withKeyIfRevealed<T extends GradedAttempt>(graded: T, reveal: boolean): T {
  if (reveal) return { ...graded, key_shown: true };
  return {
    ...graded,
    key_shown: false,
    feedback: graded.feedback.map((item) => ({
      ...item,
      correct_option_ids: [],
      accepted_answers: [],
      explanation: '',
    })),
  };
}
