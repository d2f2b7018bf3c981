import type {
  MaturityAssessment,
  MaturityQuestionnaire,
  MaturityResult,
} from '@ailab/core/contract/research/maturity.schemas';
import {
  MATURITY_COMPARISON_MINIMUM,
  MATURITY_SIZE_BANDS,
} from '@ailab/core/contract/research/maturity.schemas';
import type { Language } from '@ailab/core/i18n/languages';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { type AssessmentRow, dimensionScores, groupAverages } from './maturity.repository';
import type { MaturityContent } from './maturity-content';
import { recommendationBand } from './maturity-scoring';

/** The questionnaire in one language, options in the order of their scores (the answer value is the index). */
export function questionnaireIn(content: MaturityContent, language: Language): MaturityQuestionnaire {
  const texts = content.texts[language];
  return {
    version: content.scoring.version,
    language,
    dimensions: content.scoring.dimensions.map((dimension) => {
      const text = texts.dimensions[dimension.key];
      return {
        key: dimension.key,
        title: text?.title ?? dimension.key,
        summary: text?.summary ?? '',
        questions: dimension.questions.map((question) => {
          const q = text?.questions[question.id];
          const labels = q?.options ?? texts.scale;
          return {
            id: question.id,
            text: q?.text ?? question.id,
            help: q?.help ?? null,
            options: question.scores.map((_, value) => ({ value, label: labels[value] ?? String(value) })),
          };
        }),
      };
    }),
    levels: content.scoring.levels.map((step) => ({
      level: step.level,
      name: texts.levels[String(step.level)]?.name ?? String(step.level),
      summary: texts.levels[String(step.level)]?.summary ?? '',
    })),
    industries: texts.industries,
    size_bands: MATURITY_SIZE_BANDS.map((key) => ({ key, label: texts.size_bands[key] ?? key })),
    comparison_minimum: MATURITY_COMPARISON_MINIMUM,
  };
}

function parseAnswers(text: string): Record<string, number> {
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
  );
}

async function resultOf(
  db: Kysely<Database>,
  content: MaturityContent,
  row: AssessmentRow,
  language: Language,
): Promise<MaturityResult | null> {
  if (row.state !== 'submitted' || row.submitted_at === null) return null;
  const order = content.scoring.dimensions.map((d) => d.key);
  // Two independent reads, in parallel: on PostgreSQL each is a round trip.
  const [scores, group] = await Promise.all([
    dimensionScores(db, row.id),
    row.industry && row.size_band
      ? groupAverages(db, row.industry, row.size_band)
      : Promise.resolve({ count: 0, overall: null, dimensions: [] }),
  ]);
  const stored = scores.sort((a, b) => order.indexOf(a.dimension) - order.indexOf(b.dimension));
  const shown = group.count >= MATURITY_COMPARISON_MINIMUM;
  const round1 = (value: number) => Math.round(value * 10) / 10;
  return {
    submitted_at: row.submitted_at,
    overall: { score: row.overall_score ?? 0, level: row.overall_level ?? 1 },
    dimensions: stored.map((d) => ({ key: d.dimension, score: d.score, level: d.level })),
    recommendations: stored.map((d) => ({
      dimension: d.dimension,
      level: d.level,
      markdown: content.recommendations[language][d.dimension]?.[recommendationBand(d.level)] ?? '',
    })),
    // Below the minimum nothing of the group is shown but its size, so no average can point at a few answers.
    comparison: {
      shown,
      count: group.count,
      minimum: MATURITY_COMPARISON_MINIMUM,
      overall: shown && group.overall !== null ? round1(group.overall) : null,
      dimensions: shown
        ? group.dimensions
            .sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key))
            .map((d) => ({ key: d.key, score: round1(d.score) }))
        : [],
    },
  };
}

/** An assessment as its holder sees it; `token` only in the answer that created it. */
export async function assessmentView(
  db: Kysely<Database>,
  content: MaturityContent,
  row: AssessmentRow,
  language: Language,
  token: string | null,
): Promise<MaturityAssessment> {
  return {
    id: row.id,
    token,
    state: row.state,
    saved_to_account: row.user_id !== null,
    answers: parseAnswers(row.answers),
    industry: row.industry,
    size_band: MATURITY_SIZE_BANDS.find((band) => band === row.size_band) ?? null,
    updated_at: row.updated_at,
    result: await resultOf(db, content, row, language),
  };
}
