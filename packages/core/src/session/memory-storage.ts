import type { SessionStorage } from './session';

/** An in-memory {@link SessionStorage}, for tests and for one-shot CLI calls with a token from the environment. */
export function memoryStorage(initial: Record<string, string> = {}): SessionStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
}
