import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { type AcceptedType, IMAGE_TYPES } from '../../media/media-types';
import { storeUpload } from '../../media/store-upload';

/** What units and covers may hold: the app's images, GIF diagrams, and PDF handouts. */
export const UNIT_MATERIAL_TYPES: readonly AcceptedType[] = [
  ...IMAGE_TYPES,
  { mime: 'image/gif', extension: 'gif', label: 'GIF' },
  { mime: 'application/pdf', extension: 'pdf', label: 'PDF' },
];

/**
 * Stores unit material through the shared media service (rate limit, type from
 * the bytes, quota, content-hash name) and answers the Markdown to paste into a unit.
 */
export async function uploadUnitMaterial(ctx: AppContext, ownerId: string, bytes: Uint8Array, t: TFunction) {
  const media = await storeUpload(
    ctx,
    { ownerId, kind: 'course-units', bytes, accept: UNIT_MATERIAL_TYPES, t },
    async () => [],
  );
  const markdown = media.mime === 'application/pdf' ? `[PDF](${media.url})` : `![](${media.url})`;
  return { url: media.url, markdown, mime: media.mime, size: media.size };
}
