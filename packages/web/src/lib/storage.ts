import { memoryStorage } from '@ailab/core/session/memory-storage';
import type { SessionStorage } from '@ailab/core/session/session';

/**
 * The window's localStorage, or an in-memory stand-in when it cannot be used (private mode,
 * sandboxed frames): the app then works for the visit and forgets everything on reload.
 */
export function resolveBrowserStorage(win: Window): SessionStorage {
  try {
    const storage = win.localStorage;
    const probe = '__ailab_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}
