import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { CallerCache } from './caller-cache';

/** The channel the database's triggers notify on a change to users, roles or tokens (see the migration). */
export const CALLER_CHANGES_CHANNEL = 'ailab_callers';

/** A notice's text that marks a fence (`fence`); any other text is a change. */
const FENCE_PREFIX = 'fence:';

/** How long a write waits at most for its fence to come back (a slow or lost listener). */
const FENCE_TIMEOUT_MS = 1_000;

/** The connection that hears other instances' changes; `stop` closes it for good. */
export interface CallerChangeListener {
  /**
   * Resolves once this listener has heard every notice committed before the call: it sends a
   * notice of its own and waits for it (PostgreSQL delivers notices in commit order), at most a
   * second. Awaited after a committed change, so the request that made it answers only once its
   * notice is out: the other instances were told at the same moment as this one.
   * At once while the listener is not connected.
   */
  fence(): Promise<void>;
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
  let listening = false;
  const fences = new Map<string, () => void>();
  const passFences = () => {
    for (const pass of fences.values()) pass();
    fences.clear();
  };

  const lost = (error?: Error) => {
    cache.setActive(false);
    listening = false;
    passFences();
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
    next.on('notification', (notice) => {
      const payload = notice.payload ?? '';
      if (!payload.startsWith(FENCE_PREFIX)) {
        cache.clear();
        return;
      }
      // Another instance's fence changes nothing; this one's lets its write answer.
      fences.get(payload)?.();
      fences.delete(payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${CALLER_CHANGES_CHANNEL}`);
      if (client !== next || stopped) return;
      delayMs = 500;
      listening = true;
      cache.setActive(true);
    } catch (error) {
      if (client === next) lost(error as Error);
    }
  };

  const fence = async () => {
    const current = client;
    if (!listening || !current) return;
    const payload = `${FENCE_PREFIX}${randomUUID()}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve) => {
      fences.set(payload, resolve);
      timer = setTimeout(() => {
        log.warn('a caller change was not heard back within a second; answering anyway');
        fences.delete(payload);
        resolve();
      }, FENCE_TIMEOUT_MS);
    });
    try {
      await current.query('select pg_notify($1, $2)', [CALLER_CHANGES_CHANNEL, payload]);
      await heard;
    } catch {
      // The connection failed: `lost` turned the cache off; nothing to wait for.
      fences.delete(payload);
    } finally {
      clearTimeout(timer);
    }
  };

  void connect();
  return {
    fence,
    async stop() {
      stopped = true;
      listening = false;
      passFences();
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
