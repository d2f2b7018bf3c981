import type { TFunction } from 'i18next';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../http/app-error';
import type { Caller } from '../../../identity/bearer-tokens';
import { IMAGE_TYPES } from '../../../media/media-types';
import { storeUpload } from '../../../media/store-upload';
import { MANAGERS, requireActive, requireMember } from './startup-access';
import { startupToWire } from './startup-mapper';
import { findStartupById, updateStartupRow } from './startups.repository';

/** The media kind (and folder) of startup logos. */
export const LOGO_KIND = 'startup-logos';

/** Stores a startup's logo through the shared upload service; the previous one is released. */
export async function saveStartupLogo(
  ctx: AppContext,
  caller: Caller,
  startupId: string,
  bytes: Buffer,
  t: TFunction,
) {
  const { startup } = await requireMember(ctx.db, caller.user.id, startupId, MANAGERS);
  requireActive(startup);
  const stored = await storeUpload(
    ctx,
    { ownerId: caller.user.id, kind: LOGO_KIND, bytes, accept: IMAGE_TYPES, t },
    async (trx, media) => {
      // Read inside the upload's transaction: of two parallel uploads, each releases what it replaced.
      const current = await findStartupById(trx, startup.id);
      await updateStartupRow(trx, startup.id, {
        logo_path: media.path,
        logo_media_id: media.id,
        updated_at: ctx.now().toISOString(),
      });
      return current?.logo_media_id ? [current.logo_media_id] : [];
    },
  );
  const row = await findStartupById(ctx.db, startup.id);
  if (!row) throw new AppError('NOT_FOUND');
  return { logo_url: stored.url, startup: await startupToWire(ctx.db, row, caller.user.id) };
}
