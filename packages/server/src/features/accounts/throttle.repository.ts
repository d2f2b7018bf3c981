import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export async function deleteThrottle(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('throttle').where('key', '=', key).execute();
}
