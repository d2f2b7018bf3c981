import type { PublicStats } from '@ailab/core/contract/platform/public-stats.schemas';
import type { AppContext } from '../../app-context';
import type { PublicCounter } from '../feature-manifest';

/** How long one set of counts is served before it is taken again. */
export const PUBLIC_STATS_TTL_MS = 60_000;

/**
 * Returns a reader of the public counts that runs the counters at most once per TTL (by the
 * server's clock), so a busy landing page costs one round of `count(*)` a minute. Concurrent
 * readers during a refresh share it.
 */
export function createPublicStatsReader(
  ctx: AppContext,
  counters: readonly PublicCounter[],
  ttlMs = PUBLIC_STATS_TTL_MS,
): () => Promise<PublicStats> {
  let cached: { at: number; stats: Promise<PublicStats> } | undefined;
  const take = async (now: Date): Promise<PublicStats> => {
    const values = await Promise.all(counters.map((counter) => counter.count(ctx.db, now)));
    return {
      stats: counters.map((counter, index) => ({ key: counter.key, value: values[index] ?? 0 })),
      as_of: now.toISOString(),
    };
  };
  return () => {
    const now = ctx.now();
    if (!cached || now.getTime() - cached.at >= ttlMs || now.getTime() < cached.at) {
      const stats = take(now);
      cached = { at: now.getTime(), stats };
      // A failed round is not kept: the next reader tries again.
      stats.catch(() => {
        if (cached?.stats === stats) cached = undefined;
      });
    }
    return cached.stats;
  };
}
