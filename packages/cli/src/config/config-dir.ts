import { homedir } from 'node:os';
import { join } from 'node:path';
import type { Env } from '../io/io-streams';

/**
 * Where settings and the session live. `AILAB_CONFIG_DIR` wins (tests point it
 * at a temporary folder); otherwise the platform's user config folder.
 */
export function configDir(env: Env, platform: NodeJS.Platform = process.platform): string {
  if (env.AILAB_CONFIG_DIR) return env.AILAB_CONFIG_DIR;
  const home = env.HOME ?? env.USERPROFILE ?? homedir();
  if (platform === 'win32') return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), 'ailab', 'Config');
  if (platform === 'darwin') return join(home, 'Library', 'Preferences', 'ailab');
  return join(env.XDG_CONFIG_HOME ?? join(home, '.config'), 'ailab');
}

/** The settings file name (conf's `configName`). */
export const SETTINGS_FILE = 'config';
/** The session file name; it holds tokens and is kept at mode 0600. */
export const SESSION_FILE = 'session';
