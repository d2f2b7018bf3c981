import { contract } from '@ailab/core/contract/index';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { requireCaller } from '../../http/authorize';
import { type RegisteredPaths, registerEndpoint } from '../../http/register-endpoint';
import { userRowToUser } from '../accounts/user-mapper';
import { saveHeadshot } from './headshot.service';

/** Profile photo upload (multipart field "file") and lookup. */
export function registerHeadshotRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  registered: RegisteredPaths,
): void {
  const limit = ctx.config.limits.headshotMaxBytes;
  registerEndpoint(app, ctx, registered, contract.user.updateHeadshot, async ({ caller, request, t }) => {
    const owner = requireCaller(caller);
    if (!request.isMultipart())
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', { params: { types: 'multipart/form-data' } });
    const file = await request.file({ limits: { fileSize: limit, files: 1, fields: 5 } });
    if (file?.fieldname !== 'file') {
      throw new AppError('VALIDATION_FAILED', {
        fields: [
          { field: 'file', code: 'required', message: t('errors:validation.required', { field: 'file' }) },
        ],
      });
    }
    const tooLarge = new AppError('PAYLOAD_TOO_LARGE', {
      params: { limit: `${Math.round(limit / 1024)} KiB` },
    });
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch (cause) {
      if ((cause as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge;
      throw cause;
    }
    if (file.file.truncated) throw tooLarge;
    return saveHeadshot(ctx, owner, bytes, t);
  });
  registerEndpoint(app, ctx, registered, contract.user.getHeadshot, async ({ caller, t }) => ({
    photo_url: userRowToUser(requireCaller(caller).user, t).photo_url,
  }));
}
