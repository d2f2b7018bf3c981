import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** The server's Prometheus metrics: one registry per server (never prom-client's global one). */
export interface ServerMetrics {
  registry: Registry;
  /** Answer time by method, route pattern and status. */
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  /** Jobs worked by the runner, by kind and outcome (`done`, `retry`, `dead`). */
  jobOutcomes: Counter<'kind' | 'outcome'>;
}

/** Creates the registry with the process metrics (CPU, memory, event loop lag, handles, GC). */
export function createServerMetrics(): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'ailab_' });
  const httpDuration = new Histogram({
    name: 'ailab_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const jobOutcomes = new Counter({
    name: 'ailab_jobs_worked_total',
    help: 'Jobs worked by this instance, by kind and outcome (done, retry, dead).',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  });
  return { registry, httpDuration, jobOutcomes };
}
