import { contract } from '@ailab/core/contract/index';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { type RegisteredPaths, registerEndpoint } from '../../http/register-endpoint';
import { userRowToUser } from '../../identity/user-mapper';
import { readUploadedFile } from '../../media/read-uploaded-file';
import { saveHeadshot } from './headshot.service';

/** Profile photo upload (multipart field "file") and lookup. */
export function registerHeadshotRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  registered: RegisteredPaths,
): void {
  registerEndpoint(app, ctx, registered, contract.user.updateHeadshot, async ({ caller, request, t }) => {
    const owner = caller;
    const bytes = await readUploadedFile(request, {
      field: 'file',
      maxBytes: ctx.config.limits.headshotMaxBytes,
      t,
    });
    return saveHeadshot(ctx, owner, bytes, t);
  });
  registerEndpoint(app, ctx, registered, contract.user.getHeadshot, async ({ caller, t }) => ({
    photo_url: userRowToUser(caller.user, t).photo_url,
  }));
}
