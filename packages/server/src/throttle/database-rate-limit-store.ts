import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** What `@fastify/rate-limit` reads back from a store. */
interface Count {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: Count) => void;

/** A store with the plugin's optional `read` (a look without counting). */
interface RateLimitStore extends FastifyRateLimitStore {
  read(key: string, callback: Callback, timeWindow: number): void;
}

/** The route a child store counts for: the plugin passes its merged options with `routeInfo`. */
function routeOf(options: unknown): string {
  const info = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
  return `${String(info?.method ?? '')}${String(info?.url ?? '')}`;
}

/**
 * A store for `@fastify/rate-limit` on the database's `throttle` table, so per-IP limits count across
 * every instance sharing the database (the plugin's own store counts in one process's memory). One
 * statement takes the attempt and reads the window back, on SQLite and PostgreSQL alike; keys are
 * `rate:<METHOD><route>-<ip>`, apart from the sign-in throttle's own keys. Old windows are pruned
 * with finished jobs (`jobs/prune-jobs.ts`).
 */
export function databaseRateLimitStore(db: Kysely<Database>, now: () => Date): FastifyRateLimitStoreCtor {
  const make = (prefix: string): RateLimitStore => ({
    incr(key, callback, timeWindow) {
      const at = now();
      const nowText = at.toISOString();
      const cutoff = new Date(at.getTime() - timeWindow).toISOString();
      sql<{ count: number | string; window_started_at: string }>`
        INSERT INTO throttle (key, count, window_started_at) VALUES (${prefix + key}, 1, ${nowText})
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN throttle.window_started_at <= ${cutoff} THEN 1 ELSE throttle.count + 1 END,
          window_started_at = CASE WHEN throttle.window_started_at <= ${cutoff}
            THEN ${nowText} ELSE throttle.window_started_at END
        RETURNING count, window_started_at
      `
        .execute(db)
        .then(({ rows }) => {
          const row = rows[0];
          if (!row) throw new Error('the rate-limit upsert returned no row');
          const started = new Date(row.window_started_at).getTime();
          callback(null, {
            current: Number(row.count),
            ttl: Math.max(0, started + timeWindow - at.getTime()),
          });
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
    read(key, callback, timeWindow) {
      const at = now().getTime();
      db.selectFrom('throttle')
        .select(['count', 'window_started_at'])
        .where('key', '=', prefix + key)
        .executeTakeFirst()
        .then((row) => {
          const started = row ? new Date(row.window_started_at).getTime() : 0;
          if (!row || started + timeWindow <= at) return callback(null, { current: 0, ttl: 0 });
          callback(null, { current: Number(row.count), ttl: started + timeWindow - at });
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
    child(options) {
      return make(`rate:${routeOf(options)}-`);
    },
  });
  return class {
    constructor() {
      // biome-ignore lint/correctness/noConstructorReturn: the plugin constructs the store itself; this hands it the shared one.
      return make('rate:-');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
