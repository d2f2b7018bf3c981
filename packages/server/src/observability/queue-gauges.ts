import type { Kysely } from 'kysely';
import { Gauge, type Registry } from 'prom-client';
import type { PoolStats } from '../db/database';
import type { Database } from '../db/schema';

/**
 * Gauges read when Prometheus scrapes: the job queue (jobs not finished, and dead ones, by state and
 * kind, from the shared table, so every instance reports the same queue) and, on PostgreSQL, the pool.
 */
export function registerQueueGauges(
  registry: Registry,
  db: Kysely<Database>,
  poolStats: (() => PoolStats) | undefined,
): void {
  new Gauge({
    name: 'ailab_jobs',
    help: 'Jobs in the durable queue that are pending, running or dead, by state and kind.',
    labelNames: ['state', 'kind'] as const,
    registers: [registry],
    async collect() {
      const rows = await db
        .selectFrom('jobs')
        .select(['state', 'kind', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('state', 'in', ['pending', 'running', 'dead'])
        .groupBy(['state', 'kind'])
        .execute();
      this.reset();
      for (const row of rows) this.set({ state: row.state, kind: row.kind }, Number(row.n));
    },
  });
  if (!poolStats) return;
  new Gauge({
    name: 'ailab_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting clients).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
}
