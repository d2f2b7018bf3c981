import { ResearchIdBody } from '@ailab/core/contract/research/research.schemas';
import { fieldMessage } from '@ailab/core/errors/field-issues';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { detachMedia, removeUnreferencedFiles } from '../../media/media-references';
import { IMAGE_TYPES } from '../../media/media-types';
import { storeUpload } from '../../media/store-upload';
import { getResearchItem } from './research-items.service';
import { type ItemRow, visibleItem } from './research-view';

/** The media kind (and folder) of research report covers. */
export const COVER_KIND = 'research-covers';

/** The `id` field of a cover upload (sent before the file), or a 400 naming it. */
export function coverItemId(fields: Record<string, string>, t: TFunction): string {
  const parsed = ResearchIdBody.safeParse({ id: fields.id ?? '' });
  if (parsed.success) return parsed.data.id;
  throw new AppError('VALIDATION_FAILED', {
    fields: [{ field: 'id', code: 'required', message: fieldMessage(t, 'required', 'id') }],
  });
}

/** The item, when the caller may change its cover: its author or an administrator, not archived. */
async function editableItem(ctx: AppContext, caller: Caller, id: string) {
  const { row, rights } = await visibleItem(ctx.db, caller, { id });
  if (!rights.isAuthor && !rights.isAdmin) throw new AppError('FORBIDDEN');
  if (row.state === 'archived')
    throw new AppError('CONFLICT', {
      messageKey: 'research:errors.wrongState',
      params: { state: row.state },
    });
  return { row, rights };
}

function coverAudit(caller: Caller, row: ItemRow, action: string, after: unknown, at: Date) {
  return {
    actorId: caller.user.id,
    action,
    target: { type: 'research', id: row.id },
    before: { cover_path: row.cover_path },
    after,
    at,
  };
}

/**
 * Sets a research item's cover through the shared upload service (types read from the bytes, the
 * uploader's quota and rate limit); the cover it replaces is released. Not an image → 415, nothing changed.
 */
export async function setResearchCover(
  ctx: AppContext,
  caller: Caller,
  id: string,
  bytes: Buffer,
  t: TFunction,
) {
  const { row, rights } = await editableItem(ctx, caller, id);
  await storeUpload(
    ctx,
    { ownerId: caller.user.id, kind: COVER_KIND, bytes, accept: IMAGE_TYPES, t },
    async (trx, media) => {
      // Read inside the upload's transaction: of two parallel uploads, each releases what it replaced.
      const current = await trx
        .selectFrom('research_items')
        .select('cover_media_id')
        .where('id', '=', row.id)
        .executeTakeFirst();
      const at = ctx.now();
      await trx
        .updateTable('research_items')
        .set({ cover_path: media.path, cover_media_id: media.id, updated_at: at.toISOString() })
        .where('id', '=', row.id)
        .execute();
      if (rights.isAdmin && !rights.isAuthor)
        await recordAudit(trx, coverAudit(caller, row, 'research.cover.set', { cover_path: media.path }, at));
      return current?.cover_media_id ? [current.cover_media_id] : [];
    },
  );
  return getResearchItem(ctx, caller, { id: row.id });
}

/** Removes a research item's cover; its file goes once nothing else refers to it. */
export async function removeResearchCover(ctx: AppContext, caller: Caller, id: string) {
  const { row, rights } = await editableItem(ctx, caller, id);
  const at = ctx.now();
  const paths = await ctx.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('research_items')
      .select('cover_media_id')
      .where('id', '=', row.id)
      .executeTakeFirst();
    if (!current?.cover_media_id) return [];
    await trx
      .updateTable('research_items')
      .set({ cover_path: null, cover_media_id: null, updated_at: at.toISOString() })
      .where('id', '=', row.id)
      .execute();
    if (rights.isAdmin && !rights.isAuthor)
      await recordAudit(trx, coverAudit(caller, row, 'research.cover.remove', { cover_path: null }, at));
    return detachMedia(trx, [current.cover_media_id]);
  });
  await removeUnreferencedFiles(ctx, paths);
  return getResearchItem(ctx, caller, { id: row.id });
}
