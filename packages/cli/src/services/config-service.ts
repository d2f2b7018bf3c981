import type { JsonStore } from '../config/conf-store';
import { keepPrivate } from '../config/conf-store';
import { isSettingKey, SETTING_SPECS, type SettingKey, type Settings } from '../config/settings';
import { UsageError } from '../errors/cli-errors';
import type { Translate } from '../i18n/translator';

/** The setting key, or a usage error listing the known keys. */
export function settingKey(raw: string, t: Translate): SettingKey {
  if (!isSettingKey(raw))
    throw new UsageError(t('config.unknownKey', { key: raw, keys: Object.keys(SETTING_SPECS).join(', ') }));
  return raw;
}

/** Validates and stores one setting; returns the stored (normalised) value. */
export function setSetting(store: JsonStore, key: SettingKey, raw: string, t: Translate): string | number {
  const parsed = SETTING_SPECS[key].parse(raw);
  if (!parsed.ok) throw new UsageError(t(parsed.problem, parsed.values));
  store.set(key, parsed.value);
  keepPrivate(store);
  return parsed.value;
}

/** Removes one setting, falling back to its default. */
export function unsetSetting(store: JsonStore, key: SettingKey): void {
  store.delete(key);
}

/** The value of a setting as text, or undefined when it is not set. */
export function settingText(settings: Settings, key: SettingKey): string | undefined {
  const value = settings[key];
  return value === undefined ? undefined : String(value);
}
