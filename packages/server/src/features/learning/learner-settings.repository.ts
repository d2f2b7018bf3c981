import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Records whether a learner agrees to appear on the public leaderboard. */
export async function saveLeaderboardChoice(
  db: Kysely<Database>,
  userId: string,
  optIn: boolean,
  now: string,
): Promise<void> {
  const value = optIn ? 1 : 0;
  await db
    .insertInto('learner_settings')
    .values({ user_id: userId, leaderboard_opt_in: value, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ leaderboard_opt_in: value, updated_at: now }))
    .execute();
}
