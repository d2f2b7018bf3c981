import type { SessionStorage } from '@ailab/core/session/session';

/** A storage that forgets everything: used when localStorage is blocked (private mode, sandboxed frames). */
function createVolatileStorage(): SessionStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
}

function resolveStorage(): SessionStorage {
  try {
    const storage = window.localStorage;
    const probe = '__ailab_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return createVolatileStorage();
  }
}

/** The browser's localStorage, or an in-memory stand-in when it cannot be used. */
export const browserStorage: SessionStorage = resolveStorage();
