import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function findReview(db: Kysely<Database>, courseId: string, userId: string) {
  return db
    .selectFrom('course_reviews')
    .selectAll()
    .where('course_id', '=', courseId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Saves a learner's review and keeps the course's rating sum and count in step, in one transaction. */
export async function saveReview(
  db: Kysely<Database>,
  row: { course_id: string; user_id: string; rating: number; comment: string; now: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await findReview(trx, row.course_id, row.user_id);
    if (before) {
      await trx
        .updateTable('course_reviews')
        .set({ rating: row.rating, comment: row.comment, updated_at: row.now })
        .where('course_id', '=', row.course_id)
        .where('user_id', '=', row.user_id)
        .execute();
    } else {
      await trx
        .insertInto('course_reviews')
        .values({
          course_id: row.course_id,
          user_id: row.user_id,
          rating: row.rating,
          comment: row.comment,
          created_at: row.now,
          updated_at: row.now,
        })
        .execute();
    }
    await trx
      .updateTable('courses')
      .set((eb) => ({
        rating_sum: eb('rating_sum', '+', row.rating - (before?.rating ?? 0)),
        rating_count: eb('rating_count', '+', before ? 0 : 1),
      }))
      .where('id', '=', row.course_id)
      .execute();
  });
}

/** The newest reviews of a course with the reviewer's first name and initial. */
export async function latestReviews(db: Kysely<Database>, courseId: string, limit: number) {
  return db
    .selectFrom('course_reviews')
    .innerJoin('users', 'users.id', 'course_reviews.user_id')
    .select([
      'course_reviews.rating',
      'course_reviews.comment',
      'course_reviews.updated_at',
      'users.first_name',
      'users.last_name',
    ])
    .where('course_reviews.course_id', '=', courseId)
    .orderBy('course_reviews.updated_at', 'desc')
    .limit(limit)
    .execute();
}
