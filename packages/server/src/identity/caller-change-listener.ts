import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { CallerCache } from './caller-cache';

/** The channel the database's triggers notify on a change to users, roles or tokens (see the migration). */
export const CALLER_CHANGES_CHANNEL = 'ailab_callers';

/** The connection that hears other instances' changes; `stop` closes it for good. */
export interface CallerChangeListener {
  stop(): Promise<void>;
}

/**
 * Listens on its own PostgreSQL connection for changes to users, roles and tokens made by any
 * instance, and empties the caller cache on each. The cache is on only while this connection
 * listens: when it drops, the cache turns off (every request reads the database) until it is back
 * (after 0.5 s, doubling up to 30 s), then starts empty.
 */
export function listenForCallerChanges(
  databaseUrl: string,
  cache: CallerCache,
  log: FastifyBaseLogger,
): CallerChangeListener {
  const { Client } = createRequire(import.meta.url)('pg') as typeof pg;
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delayMs = 500;

  const lost = (error?: Error) => {
    cache.setActive(false);
    const gone = client;
    client = undefined;
    gone?.removeAllListeners();
    gone?.on('error', () => undefined);
    gone?.end().catch(() => undefined);
    if (stopped) return;
    if (error) log.warn({ err: error }, 'the caller cache is off until its change listener reconnects');
    retry = setTimeout(connect, delayMs);
    delayMs = Math.min(delayMs * 2, 30_000);
  };

  const connect = async () => {
    retry = undefined;
    const next = new Client({ connectionString: databaseUrl });
    client = next;
    next.on('error', lost);
    next.on('end', () => {
      if (client === next) lost();
    });
    next.on('notification', () => cache.clear());
    try {
      await next.connect();
      await next.query(`listen ${CALLER_CHANGES_CHANNEL}`);
      if (client !== next || stopped) return;
      delayMs = 500;
      cache.setActive(true);
    } catch (error) {
      if (client === next) lost(error as Error);
    }
  };

  void connect();
  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      cache.setActive(false);
      const last = client;
      client = undefined;
      last?.removeAllListeners();
      last?.on('error', () => undefined);
      await last?.end().catch(() => undefined);
    },
  };
}
