import { createHash } from 'node:crypto';
import {
  type GradedAttempt,
  type QuestionWithKey,
  type QuizAnswer,
  type QuizStanding,
  TRUE_FALSE_OPTIONS,
} from '@ailab/core/contract/learning/quiz.schemas';

/** Short answers match ignoring case, accents, surrounding and repeated spaces, and full-width forms. */
export function normaliseShortAnswer(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The options a question offers: its own, or the fixed true/false pair. */
export function optionsOf(question: QuestionWithKey): { id: string; text: string }[] {
  if (question.kind === 'true_false') return TRUE_FALSE_OPTIONS.map((id) => ({ id, text: id }));
  return question.options;
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((item) => right.has(item));
}

function isCorrect(question: QuestionWithKey, answer: QuizAnswer | undefined): boolean {
  if (!answer) return false;
  if (question.kind === 'short') {
    const given = normaliseShortAnswer(answer.text);
    return (
      given !== '' && question.accepted_answers.some((accepted) => normaliseShortAnswer(accepted) === given)
    );
  }
  // Single, true/false and multiple choice score all or nothing: exactly the right set of options.
  return answer.option_ids.length > 0 && sameSet(answer.option_ids, question.correct_option_ids);
}

/** Grades answers against the key. Unanswered questions earn nothing; unknown question ids are ignored. */
export function gradeAttempt(
  questions: readonly QuestionWithKey[],
  answers: readonly QuizAnswer[],
  passPercent: number,
): GradedAttempt {
  const byQuestion = new Map(answers.map((answer) => [answer.question_id, answer]));
  const feedback = questions.map((question) => {
    const answer = byQuestion.get(question.id);
    const correct = isCorrect(question, answer);
    return {
      question_id: question.id,
      prompt: question.prompt,
      correct,
      points: question.points,
      earned: correct ? question.points : 0,
      your_option_ids: answer?.option_ids ?? [],
      your_text: answer?.text ?? '',
      correct_option_ids: question.correct_option_ids,
      accepted_answers: question.accepted_answers,
      options: optionsOf(question),
      explanation: question.explanation,
    };
  });
  const score = feedback.reduce((sum, item) => sum + item.earned, 0);
  const maxScore = questions.reduce((sum, question) => sum + question.points, 0);
  const percent = maxScore === 0 ? 0 : Math.floor((score * 100) / maxScore);
  return { score, max_score: maxScore, percent, passed: percent >= passPercent, key_shown: true, feedback };
}

function seededOrder<T>(items: readonly T[], seed: string): T[] {
  const keyed = items.map((item, index) => ({
    item,
    key: createHash('sha256').update(`${seed}:${index}`).digest('hex'),
  }));
  return keyed.sort((a, b) => (a.key < b.key ? -1 : 1)).map((entry) => entry.item);
}

/**
 * Questions as a learner sees them: no key and no explanation. With `shuffle`,
 * options appear in an order fixed per learner and attempt, so a reload does not reshuffle.
 */
export function questionsForLearner(questions: readonly QuestionWithKey[], shuffle: boolean, seed: string) {
  return questions.map((question) => {
    const options = optionsOf(question).map((option) => ({ id: option.id, text: option.text }));
    const ordered =
      shuffle && question.kind !== 'true_false' ? seededOrder(options, `${seed}:${question.id}`) : options;
    return {
      id: question.id,
      kind: question.kind,
      prompt: question.prompt,
      points: question.points,
      options: ordered,
    };
  });
}

/** Where a learner stands after these attempts: the best one counts. */
export function standingOf(
  quiz: { max_attempts: number | null },
  attempts: readonly { percent: number; passed: number }[],
): QuizStanding {
  const best = attempts.reduce<number | null>((top, attempt) => Math.max(top ?? 0, attempt.percent), null);
  return {
    attempts_used: attempts.length,
    attempts_left: quiz.max_attempts === null ? null : Math.max(0, quiz.max_attempts - attempts.length),
    best_percent: best,
    passed: attempts.some((attempt) => attempt.passed === 1),
  };
}
