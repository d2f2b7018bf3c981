import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Where an interrupted refresh stands: targets whose listing is done, repositories already checked. */
export interface RefreshState {
  targetsDone: string[];
  checked: string[];
}

const NAME = 'github-refresh';

export async function loadCheckpoint(db: Kysely<Database>): Promise<RefreshState | undefined> {
  const row = await db
    .selectFrom('sync_checkpoints')
    .select('state')
    .where('name', '=', NAME)
    .executeTakeFirst();
  if (!row) return undefined;
  try {
    const value = JSON.parse(row.state) as Partial<RefreshState>;
    return {
      targetsDone: Array.isArray(value.targetsDone) ? value.targetsDone.map(String) : [],
      checked: Array.isArray(value.checked) ? value.checked.map(String) : [],
    };
  } catch {
    return undefined;
  }
}

export async function saveCheckpoint(db: Kysely<Database>, state: RefreshState, now: string): Promise<void> {
  const text = JSON.stringify(state);
  await db
    .insertInto('sync_checkpoints')
    .values({ name: NAME, state: text, started_at: now, updated_at: now })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ state: text, updated_at: now }))
    .execute();
}

export async function clearCheckpoint(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('sync_checkpoints').where('name', '=', NAME).execute();
}
