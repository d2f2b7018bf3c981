import { contract } from '@ailab/core/contract/index';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { type RegisteredPaths, registerEndpoint } from '../../http/register-endpoint';
import { getAuditEntry } from './audit-get.service';
import { listAuditLog } from './audit-list.service';

/** The audit log, read by administrators (a contract extra, docs/audit.md). */
export function registerAuditRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  registered: RegisteredPaths,
): void {
  registerEndpoint(app, ctx, registered, contract.adminAudit.list, ({ body }) => listAuditLog(ctx, body));
  registerEndpoint(app, ctx, registered, contract.adminAudit.get, ({ body, t }) =>
    getAuditEntry(ctx, body.id, t),
  );
}
