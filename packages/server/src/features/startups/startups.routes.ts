import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { RegisteredPaths } from '../../http/register-endpoint';
import { registerBusinessRoutes } from './businesses/businesses.routes';
import { registerInvestorRoutes } from './investors/investors.routes';
import { registerPitchRoutes } from './pitches/pitches.routes';
import { registerShareRoutes } from './shares/shares.routes';

/** The startup studio: businesses, pitches and investors. */
export function registerStartupRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  registered: RegisteredPaths,
): void {
  registerBusinessRoutes(app, ctx, registered);
  registerPitchRoutes(app, ctx, registered);
  registerInvestorRoutes(app, ctx, registered);
  registerShareRoutes(app, ctx, registered);
}
