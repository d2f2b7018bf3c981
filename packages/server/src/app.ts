import { existsSync } from 'node:fs';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context';
import { registerBackupRoutes } from './backup/backup.routes';
import type { PoolStats } from './db/database';
import { MIGRATIONS } from './feature-registry';
import { FEATURES } from './features/index';
import { readPublicHosts } from './features/platform/platform.port';
import { AppError } from './http/app-error';
import { installErrorHandler } from './http/error-handler';
import type { RegisteredPaths } from './http/register-endpoint';
import { registerRemainingEndpoints } from './http/register-pending';
import { installSecurityHeaders } from './http/security-headers';
import { registerJobRoutes } from './jobs/jobs.routes';
import { registerMediaRoutes } from './media/media.routes';
import type { ServerMetrics } from './observability/metrics';
import { installRequestObservation, registerObservabilityRoutes } from './observability/observability.routes';
import { registerQueueGauges } from './observability/queue-gauges';
import { checkReadiness } from './observability/readiness';
import { registerOpenApiRoute } from './openapi/openapi.routes';
import { SERVER_VERSION } from './server-version';
import { databaseRateLimitStore } from './throttle/database-rate-limit-store';
import { createIndexPageHandler } from './web/index-page';
import { webStaticOptions } from './web/web-static-options';

const API_PREFIXES = ['/v1/', '/v2/', '/media/', '/calendar/'];

/** What the app reports about the process around it (`/metrics`, `/readyz`). */
export interface AppRuntime {
  metrics: ServerMetrics;
  jobsRunning: () => boolean;
  poolStats: (() => PoolStats) | undefined;
}

/** Builds the Fastify app: external plugins, the error model, every contract route, media and the web app. */
export async function buildApp(
  ctx: AppContext,
  app: FastifyInstance,
  runtime: AppRuntime,
): Promise<FastifyInstance> {
  installSecurityHeaders(app);
  // First, so that every route below is timed and carries its request id.
  installRequestObservation(app, runtime.metrics);
  registerQueueGauges(runtime.metrics.registry, ctx.db, runtime.poolStats);
  await app.register(rateLimit, {
    global: false,
    // Counted in the database, so a limit holds across every instance of one deployment.
    store: databaseRateLimitStore(ctx.db, () => ctx.now()),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', { retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
  await app.register(multipart, { limits: { fileSize: ctx.config.limits.headshotMaxBytes, files: 1 } });

  // An empty JSON body means "no fields", like a missing body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  installErrorHandler(app, ctx.i18n, ctx.config.limits);
  registerBackupRoutes(app, ctx);
  registerObservabilityRoutes(app, {
    metrics: runtime.metrics,
    metricsToken: ctx.config.metricsToken,
    readiness: () => checkReadiness(ctx.db, Object.keys(MIGRATIONS), runtime.jobsRunning),
  });

  const registered: RegisteredPaths = new Set();
  for (const feature of FEATURES) feature.registerRoutes(app, ctx, registered, FEATURES);
  // The durable job runner's administration (list, retry, cancel): infrastructure, not a domain.
  registerJobRoutes(app, ctx, registered);
  registerRemainingEndpoints(app, ctx, registered);
  registerOpenApiRoute(app, SERVER_VERSION);

  await registerMediaRoutes(app, ctx);
  const webDist = ctx.config.webDist;
  const webIndex = webDist === undefined ? undefined : join(webDist, 'index.html');
  const hasWeb = webDist !== undefined && webIndex !== undefined && existsSync(webIndex);
  if (hasWeb) await app.register(fastifyStatic, webStaticOptions(webDist));
  const readMeta = async (path: string, query: URLSearchParams, origin: string) => {
    for (const feature of FEATURES) {
      const meta = await feature.pageMeta?.(
        ctx,
        path,
        query,
        ctx.config.publicUrl?.replace(/\/+$/, '') ?? origin,
      );
      if (meta) return meta;
    }
    return undefined;
  };
  const sendIndexPage = hasWeb
    ? createIndexPageHandler(webIndex, () => readPublicHosts(ctx), readMeta)
    : undefined;
  // The static files' wildcard route leaves `/` to the 404 path without the fallback below.
  if (sendIndexPage) app.get('/', sendIndexPage);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((prefix) => path.startsWith(prefix));
    if (!isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      if (sendIndexPage) return sendIndexPage(request, reply);
      return reply
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build`, or `npm start`, which builds it.');
    }
    throw new AppError('NOT_FOUND', { params: { path } });
  });
  return app;
}
