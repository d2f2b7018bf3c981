import { existsSync } from 'node:fs';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './app-context';
import { registerAccountRoutes } from './features/accounts/accounts.routes';
import { registerAdminRoutes } from './features/admin/admin.routes';
import { registerAuditRoutes } from './features/audit/audit.routes';
import { registerEventRoutes } from './features/events/events.routes';
import { registerHeadshotRoutes } from './features/headshots/headshot.routes';
import { registerHelpRoutes } from './features/help/help.routes';
import { registerLearningRoutes } from './features/learning/learning.routes';
import { registerNewsRoutes } from './features/news/news.routes';
import { registerPlatformRoutes, SERVER_VERSION } from './features/platform/platform.routes';
import { registerPublicProfileRoutes } from './features/profiles/public-profile.routes';
import { registerRepositoryRoutes } from './features/repositories/repositories.routes';
import { registerSettingsRoutes } from './features/settings/settings.routes';
import { AppError } from './http/app-error';
import { installErrorHandler } from './http/error-handler';
import type { RegisteredPaths } from './http/register-endpoint';
import { registerRemainingEndpoints } from './http/register-pending';
import { installSecurityHeaders } from './http/security-headers';
import { setMediaHeaders } from './media/media-response-headers';
import { ensureMediaDir } from './media/media-storage';
import { registerOpenApiRoute } from './openapi/openapi.routes';
import { createIndexPageHandler } from './web/index-page';
import { webStaticOptions } from './web/web-static-options';

const API_PREFIXES = ['/v1/', '/v2/', '/media/', '/calendar/'];

/** Builds the Fastify app: external plugins, the error model, every contract route, media and the web app. */
export async function buildApp(ctx: AppContext, app: FastifyInstance = Fastify()): Promise<FastifyInstance> {
  installSecurityHeaders(app);
  await app.register(rateLimit, {
    global: false,
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

  const registered: RegisteredPaths = new Set();
  registerPlatformRoutes(app, ctx, registered);
  registerAccountRoutes(app, ctx, registered);
  registerHeadshotRoutes(app, ctx, registered);
  registerEventRoutes(app, ctx, registered);
  registerAdminRoutes(app, ctx, registered);
  registerSettingsRoutes(app, ctx, registered);
  registerHelpRoutes(app, ctx, registered);
  registerPublicProfileRoutes(app, ctx, registered);
  registerAuditRoutes(app, ctx, registered);
  registerNewsRoutes(app, ctx, registered);
  registerRepositoryRoutes(app, ctx, registered);
  registerLearningRoutes(app, ctx, registered);
  registerRemainingEndpoints(app, ctx, registered);
  registerOpenApiRoute(app, SERVER_VERSION);

  await app.register(fastifyStatic, {
    root: await ensureMediaDir(ctx.config),
    prefix: '/media/',
    decorateReply: false,
    index: false,
    setHeaders: setMediaHeaders,
  });
  const webDist = ctx.config.webDist;
  const webIndex = webDist === undefined ? undefined : join(webDist, 'index.html');
  const hasWeb = webDist !== undefined && webIndex !== undefined && existsSync(webIndex);
  if (hasWeb) await app.register(fastifyStatic, webStaticOptions(webDist));
  const sendIndexPage = hasWeb ? createIndexPageHandler(ctx, webIndex) : undefined;
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
