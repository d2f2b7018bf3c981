import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ApplicationEffectsTable } from './applications.tables';

type EffectKind = ApplicationEffectsTable['kind'];

/** The effect of an application of this kind, if recorded. */
export function findEffect(trx: Kysely<Database>, applicationId: string, kind: EffectKind) {
  return trx
    .selectFrom('application_effects')
    .select(['id', 'status'])
    .where('application_id', '=', applicationId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/** Records an effect as pending once; true when this call wrote it (so its history line is new). */
export async function recordPendingEffect(
  trx: Kysely<Database>,
  applicationId: string,
  kind: EffectKind,
  payload: Record<string, unknown>,
  now: Date,
): Promise<boolean> {
  const inserted = await trx
    .insertInto('application_effects')
    .values({
      id: randomUUID(),
      application_id: applicationId,
      kind,
      status: 'pending',
      payload: JSON.stringify(payload),
      created_at: now.toISOString(),
      done_at: null,
    })
    .onConflict((oc) => oc.columns(['application_id', 'kind']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Writes an effect `done` with what it made: the waiting row when there is one, else a new row. */
export async function completeEffect(
  trx: Kysely<Database>,
  waitingId: string | undefined,
  applicationId: string,
  kind: EffectKind,
  payload: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const text = JSON.stringify(payload);
  if (waitingId)
    await trx
      .updateTable('application_effects')
      .set({ status: 'done', payload: text, done_at: now.toISOString() })
      .where('id', '=', waitingId)
      .execute();
  else
    await trx
      .insertInto('application_effects')
      .values({
        id: randomUUID(),
        application_id: applicationId,
        kind,
        status: 'done',
        payload: text,
        created_at: now.toISOString(),
        done_at: now.toISOString(),
      })
      .execute();
}
