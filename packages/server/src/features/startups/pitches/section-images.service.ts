import { randomUUID } from 'node:crypto';
import { SECTION_IMAGES_MAX, type SectionImage } from '@ailab/core/contract/startups/pitch.schemas';
import type { TFunction } from 'i18next';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../../app-context';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import type { Caller } from '../../../identity/bearer-tokens';
import { releaseMedia } from '../../../media/media-references';
import { IMAGE_TYPES } from '../../../media/media-types';
import { storeUpload } from '../../../media/store-upload';
import { requireActive } from '../businesses/startup-access';
import { lockStartups } from '../lock-startups';
import { requireSameIds } from '../same-ids';
import { requireSection } from './pitch-access';
import { imageToWire } from './pitch-mapper';
import { findImageById, imagesOf } from './pitches.repository';

/** The media kind (and folder) of pitch section images. */
export const SECTION_IMAGE_KIND = 'pitch-images';
/** The size cap of one section image. */
export const SECTION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const listOf = async (db: Kysely<Database>, sectionId: string) => ({
  items: (await imagesOf(db, [sectionId])).map(imageToWire),
});

/**
 * Stores an image at the end of a section. The count and the next position are read under the startup's
 * lock (`lockStartups`) inside the upload's transaction, so parallel uploads get distinct positions in the
 * order they commit and never pass the per-section cap; the quota is the shared upload rule's.
 */
export async function addSectionImage(
  ctx: AppContext,
  caller: Caller,
  sectionId: string,
  caption: string,
  bytes: Buffer,
  t: TFunction,
): Promise<{ items: SectionImage[] }> {
  const { section, startup } = await requireSection(ctx.db, caller.user.id, sectionId);
  requireActive(startup);
  await storeUpload(
    ctx,
    { ownerId: caller.user.id, kind: SECTION_IMAGE_KIND, bytes, accept: IMAGE_TYPES, t },
    async (trx, media) => {
      await lockStartups(trx, [startup.id]);
      const existing = await imagesOf(trx, [section.id]);
      if (existing.length >= SECTION_IMAGES_MAX)
        throw new AppError('CONFLICT', {
          messageKey: 'startups:errors.tooManyImages',
          params: { max: SECTION_IMAGES_MAX },
        });
      await trx
        .insertInto('pitch_section_images')
        .values({
          id: randomUUID(),
          section_id: section.id,
          media_id: media.id,
          path: media.path,
          mime: media.mime,
          size: media.size,
          position: (existing.at(-1)?.position ?? -1) + 1,
          caption,
          created_at: ctx.now().toISOString(),
        })
        .execute();
      return [];
    },
  );
  return listOf(ctx.db, section.id);
}

/** The images of a section; `order` (every image id once) reorders them. */
export async function sectionImages(ctx: AppContext, caller: Caller, sectionId: string, order?: string[]) {
  const { section, startup } = await requireSection(ctx.db, caller.user.id, sectionId);
  if (order) {
    requireActive(startup);
    await ctx.db.transaction().execute(async (trx) => {
      await lockStartups(trx, [startup.id]);
      requireSameIds(
        (await imagesOf(trx, [section.id])).map((image) => image.id),
        order,
      );
      // Two passes keep (section, position) unique at every step.
      for (const [index, id] of order.entries())
        await trx
          .updateTable('pitch_section_images')
          .set({ position: -1 - index })
          .where('id', '=', id)
          .execute();
      for (const [index, id] of order.entries())
        await trx.updateTable('pitch_section_images').set({ position: index }).where('id', '=', id).execute();
    });
  }
  return listOf(ctx.db, section.id);
}

export async function removeSectionImage(ctx: AppContext, caller: Caller, imageId: string) {
  const image = await findImageById(ctx.db, imageId);
  if (!image) throw new AppError('NOT_FOUND');
  const { startup } = await requireSection(ctx.db, caller.user.id, image.section_id);
  requireActive(startup);
  await ctx.db.deleteFrom('pitch_section_images').where('id', '=', image.id).execute();
  await releaseMedia(ctx, [image.media_id]);
  return listOf(ctx.db, image.section_id);
}
