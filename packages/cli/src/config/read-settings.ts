import { SETTINGS_FILE } from './config-dir';
import { readConfFile } from './read-conf-file';
import { type Settings, sanitizeSettings } from './settings';

/**
 * Reads the settings file conf writes, without loading conf. Start-up paths
 * (`--help`, the language) use this so they stay fast; writes go through conf.
 */
export function readSettings(dir: string): Settings {
  return sanitizeSettings(readConfFile(dir, SETTINGS_FILE));
}
