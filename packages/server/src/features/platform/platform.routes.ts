import { contract } from '@ailab/core/contract/index';
import { PASSWORD_MIN_LENGTH } from '@ailab/core/contract/schemas/fields';
import { LANGUAGES } from '@ailab/core/i18n/languages';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { type RegisteredPaths, registerEndpoint } from '../../http/register-endpoint';
import { SERVER_VERSION } from '../../server-version';
import { type FeatureManifest, publicCountersOf } from '../feature-manifest';
import { HEADSHOT_TYPES } from '../headshots/headshots.port';
import { readSettings } from '../settings/settings.port';
import { publicHosts } from './public-hosts';
import { createPublicStatsReader } from './public-stats.service';

/** Health check, public configuration and the public counts. */
export function registerPlatformRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  registered: RegisteredPaths,
  features: readonly FeatureManifest[],
): void {
  registerEndpoint(app, ctx, registered, contract.open.ping, async () => {
    try {
      await sql`select 1`.execute(ctx.db);
    } catch (cause) {
      throw new AppError('SERVICE_UNAVAILABLE', { cause });
    }
    return {
      ok: true as const,
      time: ctx.now().toISOString(),
      version: SERVER_VERSION,
      database: ctx.dialect,
    };
  });
  const readPublicStats = createPublicStatsReader(ctx, publicCountersOf(features));
  registerEndpoint(app, ctx, registered, contract.open.stats, () => readPublicStats());
  registerEndpoint(app, ctx, registered, contract.appConfig.get, async () => {
    const settings = await readSettings(ctx);
    return {
      app_name: settings.platform_name,
      version: SERVER_VERSION,
      languages: [...LANGUAGES],
      default_language: settings.default_language,
      hosts: publicHosts(ctx, settings),
      registration_open: settings.sign_up_open,
      support_email: settings.support_email,
      password_min_length: PASSWORD_MIN_LENGTH,
      headshot_max_bytes: ctx.config.limits.headshotMaxBytes,
      headshot_types: [...HEADSHOT_TYPES],
    };
  });
}
