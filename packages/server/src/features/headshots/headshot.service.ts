import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { User } from '@ailab/core/contract/schemas/user';
import { fileTypeFromBuffer } from 'file-type';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { Caller } from '../accounts/sessions.service';
import { userRowToUser } from '../accounts/user-mapper';
import { findUserById, updateUser } from '../accounts/users.repository';

/** Image types accepted as a profile photo, detected from the bytes, never from the name or header. */
export const HEADSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

const EXTENSION: Record<(typeof HEADSHOT_TYPES)[number], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

function isHeadshotType(mime: string): mime is (typeof HEADSHOT_TYPES)[number] {
  return (HEADSHOT_TYPES as readonly string[]).includes(mime);
}

/** The folder under the data dir that `/media/` serves. */
export function mediaDir(ctx: AppContext): string {
  return join(ctx.config.dataDir, 'media');
}

/**
 * Stores a profile photo under `media/headshots/<sha256>.<ext>`: the name
 * comes from the content, so the client's file name never reaches the disk.
 */
export async function saveHeadshot(
  ctx: AppContext,
  caller: Caller,
  bytes: Buffer,
  t: TFunction,
): Promise<{ photo_url: string; user: User }> {
  if (bytes.length === 0)
    throw new AppError('VALIDATION_FAILED', {
      fields: [
        { field: 'file', code: 'required', message: t('errors:validation.required', { field: 'file' }) },
      ],
    });
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !isHeadshotType(detected.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { params: { types: 'PNG, JPEG, WebP' } });
  }
  const name = `${createHash('sha256').update(bytes).digest('hex')}.${EXTENSION[detected.mime]}`;
  const folder = join(mediaDir(ctx), 'headshots');
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, name), bytes);
  await updateUser(ctx.db, caller.user.id, {
    photo_path: `headshots/${name}`,
    updated_at: ctx.now().toISOString(),
  });
  const user = await findUserById(ctx.db, caller.user.id);
  if (!user) throw new AppError('UNAUTHENTICATED');
  const mapped = userRowToUser(user, t);
  return { photo_url: mapped.photo_url ?? '', user: mapped };
}
