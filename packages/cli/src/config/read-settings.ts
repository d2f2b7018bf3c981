import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SETTINGS_FILE } from './config-dir';
import { type Settings, sanitizeSettings } from './settings';

/**
 * Reads the settings file conf writes, without loading conf. Start-up paths
 * (`--help`, the language) use this so they stay fast; writes go through conf.
 */
export function readSettings(dir: string): Settings {
  try {
    return sanitizeSettings(JSON.parse(readFileSync(join(dir, `${SETTINGS_FILE}.json`), 'utf8')));
  } catch {
    return {};
  }
}
