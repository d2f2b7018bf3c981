import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { handOverHeldMedia } from '../../media/held-media';

/** The media kind (and folder) of application attachments. */
export const ATTACHMENT_KIND = 'applications';

/** The bytes of the files a draft holds now. */
export async function draftAttachmentBytes(
  trx: Transaction<Database>,
  applicationId: string,
): Promise<number> {
  const row = await trx
    .selectFrom('application_attachments')
    .select((eb) => eb.fn.sum<number | string | null>('size').as('total'))
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Gives a claimed draft's held files to the member who claimed it: from now on they count against their quota. */
export async function handOverDraftFiles(
  trx: Transaction<Database>,
  applicationId: string,
  ownerId: string,
): Promise<void> {
  const files = await trx
    .selectFrom('application_attachments')
    .select('media_id')
    .where('application_id', '=', applicationId)
    .execute();
  await handOverHeldMedia(trx, {
    mediaIds: files.map((file) => file.media_id),
    ownerId,
    kind: ATTACHMENT_KIND,
  });
}
