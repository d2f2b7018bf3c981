import { createHash, randomUUID } from 'node:crypto';
import { fieldMessage } from '@ailab/core/errors/field-issues';
import type { TFunction } from 'i18next';
import type { Transaction } from 'kysely';
import type { AppContext } from '../app-context';
import type { Database } from '../db/schema';
import { lockForTransaction } from '../db/transaction-lock';
import { AppError } from '../http/app-error';
import { reserveAttempt } from '../throttle/reserve-attempt';
import { formatBytes } from './format-bytes';
import { isHeldKind } from './held-media';
import { insertMediaFile, ownerUsageBytes } from './media-files.repository';
import { detachMedia, pathLockName, removeUnreferencedFiles } from './media-references';
import { type AcceptedType, detectAcceptedType, typeLabels } from './media-types';

/** One upload to store: whose it is, what kind (also its folder), its bytes and the types the kind accepts. */
export interface UploadInput {
  ownerId: string;
  /** Lower-case words with dashes (`headshots`, `course-units`); the folder under `DATA_DIR/media`. */
  kind: string;
  bytes: Uint8Array;
  accept: readonly AcceptedType[];
  t: TFunction;
  /**
   * For files held for someone without an account (a `held-` kind, held-media.ts): the rate limit, lock
   * and usage they count against instead of the holder's. Required for held kinds, refused otherwise.
   */
  budget?: UploadBudget;
}

/** What a held upload counts against: its own rate-limit key, lock and bytes already used. */
export interface UploadBudget {
  rateLimitKey: string;
  lockName: string;
  usedBytes: (trx: Transaction<Database>) => Promise<number>;
}

/** A stored upload, as a feature keeps it (the id) and shows it (the url). */
export interface StoredMedia {
  id: string;
  kind: string;
  path: string;
  url: string;
  mime: string;
  size: number;
  hash: string;
}

/**
 * Links the stored file to the feature's own row inside the upload's
 * transaction, and returns the ids of media it replaces (released after commit).
 */
export type AttachMedia = (trx: Transaction<Database>, media: StoredMedia) => Promise<readonly string[]>;

const KIND_PATTERN = /^[a-z][a-z0-9-]{0,31}$/;

/** The public URL of a stored path. */
export function mediaUrl(path: string): string {
  return `/media/${path}`;
}

async function reserveUpload(ctx: AppContext, key: string): Promise<void> {
  const limits = ctx.config.limits;
  const reservation = await reserveAttempt(
    ctx.db,
    { key, max: limits.uploadsPerWindow, windowMs: limits.uploadWindowMinutes * 60_000 },
    ctx.now(),
  );
  if (!reservation.allowed)
    throw new AppError('RATE_LIMITED', { retryAfterSeconds: reservation.retryAfterSeconds });
}

function assertWithinQuota(ctx: AppContext, used: number, size: number): void {
  const quota = ctx.config.limits.mediaQuotaBytes;
  if (used + size > quota)
    throw new AppError('STORAGE_QUOTA_EXCEEDED', {
      params: { used: formatBytes(used), limit: formatBytes(quota) },
    });
}

/**
 * The one way an upload reaches the disk: per-user rate limit, type read from
 * the bytes, the per-user quota shared by every kind, a file named by its
 * SHA-256 under `DATA_DIR/media/<kind>/` (0600), and a `media_files`
 * reference. Replaced media are released, and their files removed once no
 * reference is left. The size cap is applied while reading the request
 * (`readUploadedFile`), before the bytes are in memory.
 */
export async function storeUpload(
  ctx: AppContext,
  input: UploadInput,
  attach: AttachMedia,
): Promise<StoredMedia> {
  if (!KIND_PATTERN.test(input.kind)) throw new Error(`Invalid media kind: ${input.kind}`);
  if (isHeldKind(input.kind) !== (input.budget !== undefined))
    throw new Error(`Held media (${input.kind}) need a budget of their own, and only they have one`);
  if (input.bytes.length === 0)
    throw new AppError('VALIDATION_FAILED', {
      fields: [
        {
          field: 'file',
          code: 'required',
          message: fieldMessage(input.t, 'required', 'file'),
        },
      ],
    });
  await reserveUpload(ctx, input.budget?.rateLimitKey ?? `upload:${input.ownerId}`);
  const type = await detectAcceptedType(input.bytes, input.accept);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', { params: { types: typeLabels(input.accept) } });
  const hash = createHash('sha256').update(input.bytes).digest('hex');
  const path = `${input.kind}/${hash}.${type.extension}`;
  const media: StoredMedia = {
    id: randomUUID(),
    kind: input.kind,
    path,
    url: mediaUrl(path),
    mime: type.mime,
    size: input.bytes.length,
    hash,
  };
  let replacedPaths: string[] = [];
  try {
    replacedPaths = await ctx.db.transaction().execute(async (trx) => {
      // Owner first, then file: every transaction that takes both takes them in this order.
      await lockForTransaction(trx, ctx.dialect, input.budget?.lockName ?? `media-owner:${input.ownerId}`);
      const used = input.budget
        ? await input.budget.usedBytes(trx)
        : await ownerUsageBytes(trx, input.ownerId);
      assertWithinQuota(ctx, used, media.size);
      await lockForTransaction(trx, ctx.dialect, pathLockName(path));
      await ctx.media.put(path, input.bytes, media.mime);
      await insertMediaFile(trx, {
        id: media.id,
        owner_id: input.ownerId,
        kind: media.kind,
        hash,
        path,
        mime: media.mime,
        size: media.size,
        created_at: ctx.now().toISOString(),
      });
      const replaced = (await attach(trx, media)).filter((id) => id !== media.id);
      return detachMedia(trx, replaced);
    });
  } catch (error) {
    // The file may have been written for a reference that was rolled back.
    await removeUnreferencedFiles(ctx, [path]);
    throw error;
  }
  await removeUnreferencedFiles(
    ctx,
    replacedPaths.filter((old) => old !== path),
  );
  return media;
}
