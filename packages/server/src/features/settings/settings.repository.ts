import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppSettingsTable } from './settings.tables';

export type SettingRow = Selectable<AppSettingsTable>;

export function listStoredSettings(db: Kysely<Database>): Promise<SettingRow[]> {
  return db.selectFrom('app_settings').selectAll().execute();
}

/** Stores a value only when the key has none; false when it already had one. */
export async function insertSettingIfAbsent(db: Kysely<Database>, row: SettingRow): Promise<boolean> {
  const result = await db
    .insertInto('app_settings')
    .values(row)
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function upsertSetting(db: Kysely<Database>, row: SettingRow): Promise<void> {
  await db
    .insertInto('app_settings')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ value: row.value, updated_at: row.updated_at, updated_by: row.updated_by }),
    )
    .execute();
}

export async function deleteSetting(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('app_settings').where('key', '=', key).execute();
}
