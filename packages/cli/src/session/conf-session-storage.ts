import type { SessionStorage } from '@ailab/core/session/session';
import { type JsonStore, keepPrivate } from '../config/conf-store';

/**
 * Core's {@link SessionStorage} over the conf session file. Sessions are kept
 * per server, like gh keeps one per host, so a token is never sent to a server
 * that did not issue it. Core writes a session key by key; the changes are
 * written to disk once, at the end of the current microtask queue, instead of
 * one atomic file write per key.
 */
export function confSessionStorage(store: JsonStore, server: string): SessionStorage {
  let values = sessionValues(store.get(server));
  let pending = false;
  const flush = () => {
    pending = false;
    if (Object.keys(values).length === 0) store.delete(server);
    else store.set(server, values);
    keepPrivate(store);
  };
  const write = (next: Record<string, string>) => {
    values = next;
    if (pending) return;
    pending = true;
    queueMicrotask(flush);
  };
  return {
    getItem: (key) => values[key] ?? null,
    setItem: (key, value) => write({ ...values, [key]: value }),
    removeItem: (key) => {
      const { [key]: _removed, ...rest } = values;
      write(rest);
    },
    clear: () => write({}),
  };
}

/** The string values of one server's entry in the session file; anything else in it is ignored. */
export function sessionValues(stored: unknown): Record<string, string> {
  return typeof stored === 'object' && stored !== null
    ? Object.fromEntries(
        Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : {};
}
