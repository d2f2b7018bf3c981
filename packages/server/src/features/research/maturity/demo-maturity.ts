import { randomBytes, randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import { hashSecret } from '../../../security/secrets';
import { insertAssessment, submitDraft } from './maturity.repository';
import { loadMaturityContent } from './maturity-content';
import { scoreAnswers } from './maturity-scoring';

/** Industry, size band, how many, and the typical answer (0–4) of each group of demo assessments. */
const GROUPS: readonly { industry: string; sizeBand: string; count: number; typical: number }[] = [
  // Twelve in one group and ten in another, so the comparison shows for both; the rest stay below the minimum.
  { industry: 'software', sizeBand: '11-50', count: 12, typical: 3 },
  { industry: 'financial-services', sizeBand: '251-1000', count: 10, typical: 2 },
  { industry: 'manufacturing', sizeBand: '51-250', count: 4, typical: 1 },
  { industry: 'healthcare', sizeBand: '1000-plus', count: 2, typical: 2 },
  { industry: 'retail', sizeBand: '1-10', count: 2, typical: 1 },
];

/** About thirty submitted assessments with varied, deterministic answers, none readable by anyone (tokens discarded). */
export async function seedDemoMaturity(ctx: AppContext): Promise<number> {
  const existing = await ctx.db
    .selectFrom('maturity_assessments')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirst();
  if (Number(existing?.count ?? 0) > 0) return 0;
  const { scoring } = loadMaturityContent();
  const questions = scoring.dimensions.flatMap((d) => d.questions);
  const start = ctx.now().getTime();
  let created = 0;
  for (const group of GROUPS) {
    for (let i = 0; i < group.count; i += 1) {
      // A spread of −1, 0 or +1 around the group's typical answer, varying by assessment and question.
      const answers = Object.fromEntries(
        questions.map((question, q) => {
          const top = question.scores.length - 1;
          const value = group.typical + (((i * 7 + q * 3) % 3) - 1);
          return [question.id, Math.min(top, Math.max(0, value))];
        }),
      );
      const scores = scoreAnswers(scoring, answers);
      const at = new Date(start - (created + 1) * 26 * 3_600_000).toISOString();
      const row = {
        id: randomUUID(),
        token_hash: hashSecret(`ailab_mat_${randomBytes(32).toString('base64url')}`),
        user_id: null,
        state: 'draft' as const,
        version: scoring.version,
        answers: JSON.stringify(answers),
        industry: group.industry,
        size_band: group.sizeBand,
        overall_score: null,
        overall_level: null,
        created_at: at,
        updated_at: at,
        submitted_at: null,
      };
      await insertAssessment(ctx.db, row);
      await submitDraft(
        ctx.db,
        {
          ...row,
          state: 'submitted',
          overall_score: scores.overall.score,
          overall_level: scores.overall.level,
          submitted_at: at,
        },
        scores.dimensions.map((d) => ({ dimension: d.key, score: d.score, level: d.level })),
      );
      created += 1;
    }
  }
  return created;
}
