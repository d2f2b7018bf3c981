import type { InstituteDetail } from '@ailab/core/contract/institutes/institutes.schemas';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { detachMedia, removeUnreferencedFiles } from '../../media/media-references';
import { IMAGE_TYPES } from '../../media/media-types';
import { storeUpload } from '../../media/store-upload';
import { getInstitute, requireActive, requireInstitute } from './institute-admin.service';
import { findInstitute } from './institutes.repository';

/** The media kind (and folder) of institute logos. */
export const INSTITUTE_LOGO_KIND = 'institute-logos';

/** The `institute_id` field of a logo upload (sent before the file), or a 400 naming it. */
export function logoInstituteId(fields: Record<string, string>, t: TFunction): string {
  const id = (fields.institute_id ?? '').trim();
  if (id && id.length <= 60) return id;
  throw new AppError('VALIDATION_FAILED', {
    fields: [
      {
        field: 'institute_id',
        code: 'required',
        message: t('errors:validation.required', { field: 'institute_id' }),
      },
    ],
  });
}

/**
 * Sets an institute's logo through the shared upload service (the type read from the bytes, the
 * size limit, the uploader's quota and rate limit), audited; the logo it replaces is released.
 * Not an image → 415, too large → 413, an archived institute → 409; nothing changes.
 */
export async function setInstituteLogo(
  ctx: AppContext,
  caller: Caller,
  idOrSlug: string,
  bytes: Buffer,
  t: TFunction,
): Promise<InstituteDetail> {
  const institute = await requireInstitute(ctx, idOrSlug, t);
  requireActive(institute);
  await storeInstituteLogo(ctx, caller.user.id, institute.id, bytes, t, caller.user.id);
  return getInstitute(ctx, institute.id, t);
}

/**
 * Stores `bytes` as an institute's logo through the shared upload service (owned by `ownerId`) and
 * points the institute at it; the logo it replaces is released. Audited as `actorId`'s change
 * unless `actorId` is null (the demo seeder's logos).
 */
export async function storeInstituteLogo(
  ctx: AppContext,
  ownerId: string,
  instituteId: string,
  bytes: Buffer,
  t: TFunction,
  actorId: string | null,
): Promise<void> {
  await storeUpload(
    ctx,
    { ownerId, kind: INSTITUTE_LOGO_KIND, bytes, accept: IMAGE_TYPES, t },
    async (trx, media) => {
      // Read inside the upload's transaction: of two parallel uploads, each releases what it replaced.
      const current = await findInstitute(trx, instituteId);
      const at = ctx.now();
      await trx
        .updateTable('institutes')
        .set({ logo_url: media.url, logo_media_id: media.id, updated_at: at.toISOString() })
        .where('id', '=', instituteId)
        .execute();
      if (actorId !== null)
        await recordAudit(trx, {
          actorId,
          action: 'institute.logo.set',
          target: { type: 'institute', id: instituteId },
          before: { logo_url: current?.logo_url ?? null },
          after: { logo_url: media.url },
          at,
        });
      return current?.logo_media_id ? [current.logo_media_id] : [];
    },
  );
}

/** Removes an institute's logo (uploaded or by URL), audited; an uploaded file goes once nothing refers to it. */
export async function removeInstituteLogo(
  ctx: AppContext,
  caller: Caller,
  idOrSlug: string,
  t: TFunction,
): Promise<InstituteDetail> {
  const institute = await requireInstitute(ctx, idOrSlug, t);
  requireActive(institute);
  const paths = await ctx.db.transaction().execute(async (trx) => {
    const current = await findInstitute(trx, institute.id);
    if (!current?.logo_url && !current?.logo_media_id) return [];
    const at = ctx.now();
    await trx
      .updateTable('institutes')
      .set({ logo_url: null, logo_media_id: null, updated_at: at.toISOString() })
      .where('id', '=', institute.id)
      .execute();
    await recordAudit(trx, {
      actorId: caller.user.id,
      action: 'institute.logo.remove',
      target: { type: 'institute', id: institute.id },
      before: { logo_url: current.logo_url },
      after: { logo_url: null },
      at,
    });
    return current.logo_media_id ? detachMedia(trx, [current.logo_media_id]) : [];
  });
  await removeUnreferencedFiles(ctx, paths);
  return getInstitute(ctx, institute.id, t);
}
