import { contract } from '@ailab/core/contract/index';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { type RegisteredPaths, registerEndpoint } from '../http/register-endpoint';
import { cancelJob, jobDepth, listJobs, retryJob } from './jobs-admin.service';

/** The job queue for administrators (contract extras, docs/jobs.md). */
export function registerJobRoutes(app: FastifyInstance, ctx: AppContext, registered: RegisteredPaths): void {
  const { adminJobs } = contract;
  registerEndpoint(app, ctx, registered, adminJobs.list, ({ body }) => listJobs(ctx, body));
  registerEndpoint(app, ctx, registered, adminJobs.depth, () => jobDepth(ctx));
  registerEndpoint(app, ctx, registered, adminJobs.retry, ({ body, caller, t }) =>
    retryJob(ctx, caller.user.id, body.id, t),
  );
  registerEndpoint(app, ctx, registered, adminJobs.cancel, ({ body, caller, t }) =>
    cancelJob(ctx, caller.user.id, body.id, t),
  );
}
