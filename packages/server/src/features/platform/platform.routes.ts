import { contract } from '@ailab/core/contract/index';
import { PASSWORD_MIN_LENGTH } from '@ailab/core/contract/schemas/fields';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@ailab/core/i18n/languages';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { type RegisteredPaths, registerEndpoint } from '../../http/register-endpoint';
import { HEADSHOT_TYPES } from '../headshots/headshot.service';

/** The server's version, as the package says. */
export const SERVER_VERSION = '0.1.0';

/** Health check and public configuration. */
export function registerPlatformRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  registered: RegisteredPaths,
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
  registerEndpoint(app, ctx, registered, contract.appConfig.get, async () => ({
    app_name: 'AI Lab',
    version: SERVER_VERSION,
    languages: [...LANGUAGES],
    default_language: DEFAULT_LANGUAGE,
    hosts: ctx.config.hosts,
    registration_open: true,
    password_min_length: PASSWORD_MIN_LENGTH,
    headshot_max_bytes: ctx.config.limits.headshotMaxBytes,
    headshot_types: [...HEADSHOT_TYPES],
  }));
}
