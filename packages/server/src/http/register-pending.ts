import type { Endpoint } from '@ailab/core/contract/define';
import { listEndpoints } from '@ailab/core/contract/index';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { type RegisteredPaths, registerEndpoint } from './register-endpoint';

/**
 * Registers every contract entry without a route yet. Pending entries answer
 * 501 naming their feature (after the access check); an implemented entry
 * with no route is a programming error caught at start-up.
 */
export function registerRemainingEndpoints(
  app: FastifyInstance,
  ctx: AppContext,
  registered: RegisteredPaths,
): void {
  for (const { name, endpoint } of listEndpoints()) {
    if (registered.has(`${endpoint.method} ${endpoint.path}`)) continue;
    if (endpoint.status !== 'pending')
      throw new Error(`Contract entry ${name} is implemented but has no route`);
    registerEndpoint(app, ctx, registered, endpoint as Endpoint, async () => undefined);
  }
}
