import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import type { ServerMetrics } from './metrics';
import type { Readiness } from './readiness';

export interface ObservabilityOptions {
  metrics: ServerMetrics;
  /** `METRICS_TOKEN`; without one `/metrics` is not served. */
  metricsToken: string | undefined;
  readiness: () => Promise<Readiness>;
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer (.+)$/i.exec(header);
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * Every answer carries its request id (`x-request-id`) and feeds the request-time histogram. Hooks
 * apply to the routes registered after them: call this before any route.
 */
export function installRequestObservation(app: FastifyInstance, metrics: ServerMetrics): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    metrics.httpDuration.observe(
      {
        method: request.method,
        // The route's pattern, never the raw URL: one series per route, whatever the ids in paths.
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}

/**
 * `/healthz` (the process answers), `/readyz` (see `readiness.ts`; 503 until ready) and `/metrics`
 * (Prometheus text, behind `METRICS_TOKEN`). After the error handler, whose bodies they answer with.
 */
export function registerObservabilityRoutes(app: FastifyInstance, options: ObservabilityOptions): void {
  const { metrics } = options;
  app.get('/healthz', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', async (_request, reply) => {
    const readiness = await options.readiness();
    return reply
      .header('cache-control', 'no-store')
      .status(readiness.ready ? 200 : 503)
      .send({ status: readiness.ready ? 'ready' : 'not_ready', checks: readiness.checks });
  });
  app.get('/metrics', async (request, reply) => {
    const token = options.metricsToken;
    if (token === undefined) throw new AppError('NOT_FOUND');
    if (!bearerMatches(request, token)) throw new AppError('UNAUTHENTICATED');
    const text = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
  });
}
