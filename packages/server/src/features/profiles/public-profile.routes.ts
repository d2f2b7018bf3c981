import { contract } from '@ailab/core/contract/index';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { endpointRegistrar, type RegisteredPaths } from '../../http/register-endpoint';
import { profileVisibility, publicProfileOf } from './public-profile.service';

/** The public profile page's data and its owner's visibility setting. */
export function registerPublicProfileRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  registered: RegisteredPaths,
): void {
  const on = endpointRegistrar(app, ctx, registered);
  on(contract.publicProfile.get, ({ body, t }) => publicProfileOf(ctx, body.name, t));
  on(contract.publicProfile.visibility, ({ body, caller }) => profileVisibility(ctx, caller, body));
}
