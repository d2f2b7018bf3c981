import type { FieldIssue } from '@ailab/core/errors/error-body';
import { fieldMessage } from '@ailab/core/errors/field-issues';
import type { TFunction } from 'i18next';
import { AppError } from '../../../http/app-error';
import type { MaturityScoring } from './maturity-content';

/** A dimension's or the whole assessment's score (0–100, one decimal) and level. */
export interface ScoreAndLevel {
  score: number;
  level: number;
}

/** The scores of a complete assessment. */
export interface MaturityScores {
  overall: ScoreAndLevel;
  dimensions: ({ key: string } & ScoreAndLevel)[];
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The highest level whose threshold the score reaches. */
export function levelOf(scoring: MaturityScoring, score: number): number {
  return scoring.levels.reduce(
    (level, step) => (score >= step.from ? step.level : level),
    scoring.levels[0]?.level ?? 1,
  );
}

/**
 * Checks answers against the questionnaire: every id must be a question and every value one of its options;
 * with `complete`, every required question must be answered. Throws a 400 naming each problem.
 */
export function checkAnswers(
  scoring: MaturityScoring,
  answers: Record<string, number>,
  complete: boolean,
  t: TFunction,
): void {
  const questions = new Map(scoring.dimensions.flatMap((d) => d.questions.map((q) => [q.id, q] as const)));
  const fields: FieldIssue[] = [];
  for (const [id, value] of Object.entries(answers)) {
    const field = `answers.${id}`;
    const question = questions.get(id);
    if (!question) fields.push({ field, code: 'invalid', message: fieldMessage(t, 'invalid', field) });
    else if (value >= question.scores.length)
      fields.push({
        field,
        code: 'too_big_number',
        message: fieldMessage(t, 'too_big_number', field, { maximum: question.scores.length - 1 }),
      });
  }
  if (complete)
    for (const question of questions.values()) {
      const field = `answers.${question.id}`;
      if (question.required && answers[question.id] === undefined)
        fields.push({ field, code: 'required', message: fieldMessage(t, 'required', field) });
    }
  if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
}

/** Scores checked answers: each dimension the mean of its answered questions as a percentage, overall the mean of dimensions. */
export function scoreAnswers(scoring: MaturityScoring, answers: Record<string, number>): MaturityScores {
  const dimensions = scoring.dimensions.map((dimension) => {
    let earned = 0;
    let possible = 0;
    for (const question of dimension.questions) {
      const value = answers[question.id];
      const score = value === undefined ? undefined : question.scores[value];
      if (score === undefined) continue;
      earned += score;
      possible += Math.max(...question.scores);
    }
    const score = possible === 0 ? 0 : round1((earned / possible) * 100);
    return { key: dimension.key, score, level: levelOf(scoring, score) };
  });
  const overall =
    dimensions.length === 0 ? 0 : round1(dimensions.reduce((sum, d) => sum + d.score, 0) / dimensions.length);
  return { overall: { score: overall, level: levelOf(scoring, overall) }, dimensions };
}

/** Which of a dimension's three recommendation sections fits a level: 1–2, 3, 4–5. */
export function recommendationBand(level: number): 0 | 1 | 2 {
  if (level <= 2) return 0;
  return level === 3 ? 1 : 2;
}
