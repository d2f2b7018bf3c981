import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import type { MaturityAssessmentsTable } from '../maturity.tables';

export type AssessmentRow = Selectable<MaturityAssessmentsTable>;

/** The running total of the overall scores, beside the dimensions'. */
const OVERALL = 'overall';

/** One assessment by the hash of its private link token. */
export function findByTokenHash(db: Kysely<Database>, tokenHash: string): Promise<AssessmentRow | undefined> {
  return db
    .selectFrom('maturity_assessments')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** One assessment by id, only when it was saved to `userId`'s account. */
export function findOwned(
  db: Kysely<Database>,
  id: string,
  userId: string,
): Promise<AssessmentRow | undefined> {
  return db
    .selectFrom('maturity_assessments')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function insertAssessment(db: Kysely<Database>, row: AssessmentRow): Promise<void> {
  await db.insertInto('maturity_assessments').values(row).execute();
}

/** Saves a draft's progress; a submitted assessment is never changed (answers whether a row changed). */
export async function updateDraft(
  db: Kysely<Database>,
  id: string,
  fields: Pick<AssessmentRow, 'answers' | 'industry' | 'size_band' | 'updated_at'>,
): Promise<boolean> {
  const result = await db
    .updateTable('maturity_assessments')
    .set(fields)
    .where('id', '=', id)
    .where('state', '=', 'draft')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Marks a draft submitted with its scores and writes its dimension scores, in one transaction; answers false
 * when it was submitted already (a second, parallel submit changes nothing).
 */
export function submitDraft(
  db: Kysely<Database>,
  row: AssessmentRow,
  dimensions: { dimension: string; score: number; level: number }[],
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('maturity_assessments')
      .set({
        state: 'submitted',
        answers: row.answers,
        industry: row.industry,
        size_band: row.size_band,
        version: row.version,
        overall_score: row.overall_score,
        overall_level: row.overall_level,
        updated_at: row.updated_at,
        submitted_at: row.submitted_at,
      })
      .where('id', '=', row.id)
      .where('state', '=', 'draft')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto('maturity_dimension_scores')
      .values(dimensions.map((d) => ({ assessment_id: row.id, ...d })))
      .execute();
    if (row.industry && row.size_band) {
      const group = { industry: row.industry, size_band: row.size_band };
      const scores = [...dimensions, { dimension: OVERALL, score: row.overall_score ?? 0 }];
      for (const { dimension, score } of scores)
        await trx
          .insertInto('maturity_group_scores')
          .values({ ...group, dimension, count: 1, total: score })
          .onConflict((oc) =>
            oc.columns(['industry', 'size_band', 'dimension']).doUpdateSet({
              count: sql`maturity_group_scores.count + 1`,
              total: sql`maturity_group_scores.total + ${score}`,
            }),
          )
          .execute();
    }
    return true;
  });
}

/** Saves an assessment to an account unless another account has it already (answers whether it is now the caller's). */
export async function claimForUser(db: Kysely<Database>, id: string, userId: string): Promise<boolean> {
  await db
    .updateTable('maturity_assessments')
    .set({ user_id: userId })
    .where('id', '=', id)
    .where('user_id', 'is', null)
    .execute();
  const row = await db
    .selectFrom('maturity_assessments')
    .select('user_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.user_id === userId;
}

/** The anonymous averages of the submitted assessments of one industry and size band, from their running totals. */
export async function groupAverages(
  db: Kysely<Database>,
  industry: string,
  sizeBand: string,
): Promise<{ count: number; overall: number | null; dimensions: { key: string; score: number }[] }> {
  const rows = await db
    .selectFrom('maturity_group_scores')
    .select(['dimension', 'count', 'total'])
    .where('industry', '=', industry)
    .where('size_band', '=', sizeBand)
    .execute();
  const overall = rows.find((row) => row.dimension === OVERALL);
  const count = Number(overall?.count ?? 0);
  const mean = (row: { count: number; total: number }) => Number(row.total) / Math.max(1, Number(row.count));
  return {
    count,
    overall: overall ? mean(overall) : null,
    dimensions: rows
      .filter((row) => row.dimension !== OVERALL)
      .map((row) => ({ key: row.dimension, score: mean(row) })),
  };
}

/** The submitted assessments saved to one account, newest first. */
export function listOwned(db: Kysely<Database>, userId: string, limit: number): Promise<AssessmentRow[]> {
  return db
    .selectFrom('maturity_assessments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('state', '=', 'submitted')
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** A submitted assessment's stored dimension scores. */
export function dimensionScores(
  db: Kysely<Database>,
  id: string,
): Promise<{ dimension: string; score: number; level: number }[]> {
  return db
    .selectFrom('maturity_dimension_scores')
    .select(['dimension', 'score', 'level'])
    .where('assessment_id', '=', id)
    .execute();
}
