import type { User } from '@ailab/core/contract/accounts/user.schemas';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { HEADSHOT_KIND } from '../../identity/headshot-kind';
import { userRowToUser } from '../../identity/user-mapper';
import { findUserById, updateUser } from '../../identity/users.repository';
import { findOwnerMediaOfKind } from '../../media/media-files.repository';
import { IMAGE_TYPES } from '../../media/media-types';
import { storeUpload } from '../../media/store-upload';

/** Image types accepted as a profile photo, detected from the bytes. */
export const HEADSHOT_TYPES = IMAGE_TYPES.map((type) => type.mime);

/**
 * Stores a profile photo through the shared upload service and points the
 * user at it; the previous photo is released (and removed when unused).
 */
export async function saveHeadshot(
  ctx: AppContext,
  caller: Caller,
  bytes: Buffer,
  t: TFunction,
): Promise<{ photo_url: string; user: User }> {
  const userId = caller.user.id;
  const stored = await storeUpload(
    ctx,
    { ownerId: userId, kind: HEADSHOT_KIND, bytes, accept: IMAGE_TYPES, t },
    async (trx, media) => {
      const previous = await findOwnerMediaOfKind(trx, userId, HEADSHOT_KIND);
      await updateUser(trx, userId, { photo_path: media.path, updated_at: ctx.now().toISOString() });
      return previous.map((row) => row.id);
    },
  );
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  const mapped = userRowToUser(user, t);
  return { photo_url: mapped.photo_url ?? stored.url, user: mapped };
}
