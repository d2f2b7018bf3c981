/** A platform setting changed from its default; the catalogue and defaults live in core. */
export interface AppSettingsTable {
  key: string;
  value: string;
  updated_at: string;
  updated_by: string | null;
}

/** The platform settings table. Merged into `Database` (db/schema.ts). */
export interface SettingsTables {
  app_settings: AppSettingsTable;
}
