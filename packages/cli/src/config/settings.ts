import { isLanguage, LANGUAGES, type Language } from '@ailab/core/i18n/languages';

/** The default server when neither flag, environment nor config names one. */
export const DEFAULT_SERVER = 'http://localhost:3000';

/** Settings kept in the config file. */
export interface Settings {
  server?: string;
  lang?: Language;
  /** Request timeout in seconds; 0 or unset means no timeout (spec §7). */
  timeout?: number;
}

export type SettingKey = keyof Settings;

interface SettingSpec {
  /** i18n key (cli namespace) describing the setting. */
  description: string;
  /** Parses a value typed by the user, or returns an i18n key naming the problem. */
  parse(
    raw: string,
  ): { ok: true; value: string | number } | { ok: false; problem: string; values?: Record<string, string> };
}

/** Normalises a server URL: http or https, no trailing slash. */
export function parseServerUrl(raw: string): string | null {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.search || url.hash) return null;
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return null;
  }
}

/** Every setting, with its description and validation. */
export const SETTING_SPECS: Record<SettingKey, SettingSpec> = {
  server: {
    description: 'config.keys.server',
    parse: (raw) => {
      const value = parseServerUrl(raw);
      return value === null
        ? { ok: false, problem: 'config.invalidServer', values: { value: raw } }
        : { ok: true, value };
    },
  },
  lang: {
    description: 'config.keys.lang',
    parse: (raw) =>
      isLanguage(raw)
        ? { ok: true, value: raw }
        : { ok: false, problem: 'config.invalidLang', values: { value: raw, options: LANGUAGES.join(', ') } },
  },
  timeout: {
    description: 'config.keys.timeout',
    parse: (raw) => {
      const value = Number(raw);
      return /^\d+$/.test(raw.trim()) && Number.isSafeInteger(value) && value <= 3600
        ? { ok: true, value }
        : { ok: false, problem: 'config.invalidTimeout', values: { value: raw } };
    },
  },
};

export const SETTING_KEYS = Object.keys(SETTING_SPECS) as SettingKey[];

/** True when `key` names a setting. */
export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTING_SPECS, key);
}

/** Keeps only well-formed settings from a parsed config file. */
export function sanitizeSettings(raw: unknown): Settings {
  if (typeof raw !== 'object' || raw === null) return {};
  const record = raw as Record<string, unknown>;
  const settings: Settings = {};
  if (typeof record.server === 'string' && parseServerUrl(record.server)) settings.server = record.server;
  if (isLanguage(record.lang)) settings.lang = record.lang;
  if (typeof record.timeout === 'number' && Number.isSafeInteger(record.timeout) && record.timeout >= 0)
    settings.timeout = record.timeout;
  return settings;
}
