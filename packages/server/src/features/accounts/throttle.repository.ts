import type { Kysely } from 'kysely';
import type { Database, ThrottleTable } from '../../db/schema';

export function findThrottle(db: Kysely<Database>, key: string): Promise<ThrottleTable | undefined> {
  return db.selectFrom('throttle').selectAll().where('key', '=', key).executeTakeFirst();
}

export async function saveThrottle(db: Kysely<Database>, row: ThrottleTable): Promise<void> {
  await db
    .insertInto('throttle')
    .values(row)
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ count: row.count, window_started_at: row.window_started_at }),
    )
    .execute();
}

export async function deleteThrottle(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('throttle').where('key', '=', key).execute();
}
