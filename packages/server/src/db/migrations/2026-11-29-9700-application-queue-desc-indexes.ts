import { type Kysely, sql } from 'kysely';
import { dialectOf } from './support/dialect-of';

/**
 * The review queue sorts newest-first and best-first with NULLs last (`submitted_at desc nulls last`,
 * `score desc nulls last`). PostgreSQL reads an ascending index backwards as DESC NULLS FIRST, so those
 * orders sorted every matching application; these indexes serve them as they are. SQLite needs none: it
 * holds NULLs as the smallest values, so its ascending indexes read backwards already put them last.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`create index applications_score_desc_idx on applications (score desc nulls last, id desc)`.execute(
    db,
  );
  await sql`create index applications_programme_score_desc_idx
    on applications (programme_id, score desc nulls last, id desc)`.execute(db);
  await sql`create index applications_queue_desc_idx
    on applications (programme_id, state, submitted_at desc nulls last, id desc)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`drop index applications_queue_desc_idx`.execute(db);
  await sql`drop index applications_programme_score_desc_idx`.execute(db);
  await sql`drop index applications_score_desc_idx`.execute(db);
}
