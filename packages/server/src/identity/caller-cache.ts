import type { TokenRow } from './tokens.repository';
import type { UserRow } from './users.repository';

/** A caller as the token lookup found it: the live token and its user with roles. */
export interface CachedCaller {
  user: UserRow;
  token: TokenRow;
}

/**
 * Callers by token hash, kept in one process so that a signed-in request on PostgreSQL needs no
 * round trip before its own work (issue 19). Safe only while every change to users, roles and
 * tokens empties it: this instance's own writes empty it as they finish and as they commit
 * (`db/write-watch.ts`), other instances' through PostgreSQL's LISTEN/NOTIFY
 * (`caller-change-listener.ts`). While that listener is not connected the cache is off and every
 * request reads the database, as before.
 *
 * A lookup that started before a change must not store what it read after the change emptied
 * the cache: each emptying starts a new generation, and `store` refuses a read from an older one.
 */
export interface CallerCache {
  /** The cached caller for a token hash, or undefined (always undefined while off). */
  find(tokenHash: string): CachedCaller | undefined;
  /** The generation to hand back to `store` with what a lookup started now reads. */
  generation(): number;
  store(tokenHash: string, caller: CachedCaller, generation: number): void;
  /** Forgets every caller (a change to users, roles or tokens may have made any of them stale). */
  clear(): void;
  /** Turns the cache on (the change listener is connected) or off (it is not). */
  setActive(active: boolean): void;
}

/** A cache of at most `maxEntries` callers; the oldest stored is dropped first. */
export function createCallerCache(options: { maxEntries: number }): CallerCache {
  const entries = new Map<string, CachedCaller>();
  let generation = 0;
  let active = false;
  const clear = () => {
    generation += 1;
    entries.clear();
  };
  return {
    find: (tokenHash) => (active ? entries.get(tokenHash) : undefined),
    generation: () => generation,
    store(tokenHash, caller, from) {
      if (!active || from !== generation) return;
      if (entries.size >= options.maxEntries && !entries.has(tokenHash)) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(tokenHash, caller);
    },
    clear,
    setActive(next) {
      clear();
      active = next;
    },
  };
}
