import type { GradedAttempt, QuizStanding, RevealAnswers } from '@ailab/core/contract/learning/quiz.schemas';

/**
 * Whether a learner may see a quiz's answer key now: once they passed or have no attempt left (issue 18, item 17:
 * a blank first attempt must not hand out the key). A quiz set to reveal it after every attempt does so only while
 * its attempts are limited: with unlimited attempts anyone could copy the key and pass (issue 25, item 8).
 */
export function mayRevealKey(setting: string, standing: QuizStanding): boolean {
  if (standing.passed || standing.attempts_left === 0) return true;
  return setting === ('after_each_attempt' satisfies RevealAnswers) && standing.attempts_left !== null;
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
