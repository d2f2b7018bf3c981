import type { Endpoint } from '@ailab/core/contract/define';
import { contract } from '@ailab/core/contract/index';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { type EndpointHandler, type RegisteredPaths, registerEndpoint } from '../../http/register-endpoint';
import { dropRepository } from './drop-repository';
import { refreshRepositories } from './refresh.service';
import { listResources } from './resources.service';
import { listTracked, trackTarget, untrackTarget } from './tracked.service';

/** Code resources for members; refresh for admins and CI tokens; what is tracked for admins. */
export function registerRepositoryRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  registered: RegisteredPaths,
): void {
  const on = <E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>) =>
    registerEndpoint(app, ctx, registered, endpoint, handler);
  const { ailabGithub, adminGithub } = contract;

  on(ailabGithub.resources, ({ body }) => listResources(ctx, body));
  on(ailabGithub.refresh, ({ body }) => refreshRepositories(ctx, body));
  on(adminGithub.trackedList, async () => ({ items: await listTracked(ctx) }));
  on(adminGithub.trackedAdd, ({ body, t, caller }) => trackTarget(ctx, t, body, caller?.user.id ?? null));
  on(adminGithub.trackedRemove, async ({ body, t, caller }) => {
    await untrackTarget(ctx, body.id, caller?.user.id ?? null);
    return { ok: true as const, message: t('common:operationSuccessful') };
  });
  on(adminGithub.repositoryDrop, ({ body, t, caller }) =>
    dropRepository(ctx, t, body, caller?.user.id ?? null),
  );
}
