import { memoryStorage } from '@ailab/core/session/memory-storage';
import { readToken } from '@ailab/core/session/session';
import { SESSION_FILE } from '../config/config-dir';
import { readConfFile } from '../config/read-conf-file';
import { sessionValues } from './conf-session-storage';

/**
 * The stored session's token for `server`, read straight from the session file: an API command
 * with a stored session loads neither conf nor the ES module loader (about 25 ms) just to read it.
 * Writes (sign-in, sign-out, forgetting a rejected session) still go through conf.
 */
export function readStoredToken(dir: string, server: string): string | null {
  const file = readConfFile(dir, SESSION_FILE);
  const entry =
    typeof file === 'object' && file !== null ? (file as Record<string, unknown>)[server] : undefined;
  return readToken(memoryStorage(sessionValues(entry)));
}
