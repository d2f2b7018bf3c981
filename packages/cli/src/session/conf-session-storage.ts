import type { SessionStorage } from '@ailab/core/session/session';
import { type JsonStore, keepPrivate } from '../config/conf-store';

/**
 * Core's {@link SessionStorage} over the conf session file. Sessions are kept
 * per server, like gh keeps one per host, so a token is never sent to a server
 * that did not issue it.
 */
export function confSessionStorage(store: JsonStore, server: string): SessionStorage {
  const read = (): Record<string, string> => {
    const value = store.get(server);
    if (typeof value !== 'object' || value === null) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  };
  const write = (values: Record<string, string>) => {
    if (Object.keys(values).length === 0) store.delete(server);
    else store.set(server, values);
    keepPrivate(store);
  };
  return {
    getItem: (key) => read()[key] ?? null,
    setItem: (key, value) => write({ ...read(), [key]: value }),
    removeItem: (key) => {
      const { [key]: _removed, ...rest } = read();
      write(rest);
    },
    clear: () => write({}),
  };
}
