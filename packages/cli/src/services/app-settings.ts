import type { ApiClient } from '@ailab/core/client/create-client';
import type { SettingEntry } from '@ailab/core/contract/settings/settings.schemas';
import { UsageError } from '../errors/cli-errors';
import type { Translate } from '../i18n/translator';

type SettingValue = SettingEntry['value'];

const TRUE_WORDS = ['true', 'yes', 'on', '1'];
const FALSE_WORDS = ['false', 'no', 'off', '0'];

/** Every platform setting with its value and default (members may read them). */
export async function listAppSettings(api: ApiClient): Promise<SettingEntry[]> {
  return (await api.appSetting.data({})).settings;
}

/** One setting by key; an unknown key is a usage error naming the keys there are. */
export async function findAppSetting(api: ApiClient, key: string, t: Translate): Promise<SettingEntry> {
  const settings = await listAppSettings(api);
  const found = settings.find((entry) => entry.key === key);
  if (found === undefined)
    throw new UsageError(
      t('settings.unknownKey', { key, keys: settings.map((entry) => entry.key).join(', ') }),
    );
  return found;
}

/**
 * The typed value of a command-line word for a setting, read from the setting's default: a yes/no setting
 * takes true/false (yes/no, on/off, 1/0); a setting whose default is null (a landing host left to the
 * server's environment) takes "" for null; every other one takes the text as it is.
 */
export function parseSettingValue(entry: SettingEntry, raw: string, t: Translate): SettingValue {
  if (typeof entry.default === 'boolean') {
    const word = raw.trim().toLowerCase();
    if (TRUE_WORDS.includes(word)) return true;
    if (FALSE_WORDS.includes(word)) return false;
    throw new UsageError(t('settings.notBoolean', { key: entry.key, value: raw }));
  }
  if (entry.default === null && raw.trim() === '') return null;
  return raw;
}

/** The setting after a `set`, and whether it changed (a value it already had is not sent, nor audited). */
export interface SettingChange {
  setting: SettingEntry;
  changed: boolean;
}

/** Sets one setting (audited by the server as setting.update); a value it already has changes nothing. */
export async function setAppSetting(
  api: ApiClient,
  key: string,
  raw: string,
  t: Translate,
): Promise<SettingChange> {
  const entry = await findAppSetting(api, key, t);
  const value = parseSettingValue(entry, raw, t);
  if (!entry.is_default && entry.value === value) return { setting: entry, changed: false };
  // The write body is a union keyed by `key`; the server validates the value against that key's schema.
  const body = { key: entry.key, value } as Parameters<ApiClient['appSetting']['update']>[0];
  return { setting: (await api.appSetting.update(body)).setting, changed: true };
}

/** Resets one setting to its default (audited as setting.reset); one already at its default changes nothing. */
export async function resetAppSetting(api: ApiClient, key: string, t: Translate): Promise<SettingChange> {
  const entry = await findAppSetting(api, key, t);
  if (entry.is_default) return { setting: entry, changed: false };
  return {
    setting: (await api.appSetting.manage({ key: entry.key, action: 'reset' })).setting,
    changed: true,
  };
}

/** A setting's value as one line of text: null as an empty line, booleans and strings as they are. */
export function settingText(value: SettingValue): string {
  return value === null ? '' : String(value);
}
