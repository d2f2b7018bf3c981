import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { BACKUP_PATH } from '@ailab/core/backup/backup-manifest';
import { errorFromResponse } from '@ailab/core/client/create-client';
import { ApiError } from '@ailab/core/errors/api-error';
import type { Factory } from '../factory/factory';
import { requireToken } from '../factory/require-token';

/**
 * Downloads the server's backup archive to `target`, through `<target>.partial` renamed at the end,
 * so a cut download never leaves a file that looks whole. Returns its size in bytes.
 */
export async function downloadBackup(f: Factory, target: string): Promise<number> {
  const token = await requireToken(f);
  let response: Response;
  try {
    response = await fetch(`${f.server}${BACKUP_PATH}`, {
      headers: { authorization: `Bearer ${token.value}`, 'accept-language': f.language },
    });
  } catch (cause) {
    throw new ApiError('NETWORK_ERROR', `Could not reach ${f.server}`, { cause });
  }
  if (!response.ok || response.body === null) {
    const text = await response.text();
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      payload = undefined;
    }
    throw errorFromResponse(response, payload);
  }
  const partial = `${target}.partial`;
  try {
    await pipeline(
      Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
      createWriteStream(partial, { mode: 0o600 }),
    );
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return (await stat(target)).size;
}
