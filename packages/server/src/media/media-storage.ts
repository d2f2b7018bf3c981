import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ServerConfig } from '../config/server-config';

/** Folders the server creates are private to its user; so are the files in them. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** The folder under the data dir that `/media/` serves. */
export function mediaDir(config: Pick<ServerConfig, 'dataDir'>): string {
  return join(config.dataDir, 'media');
}

/** Creates the media folder (0700) if missing, so the static server starts without a warning. */
export async function ensureMediaDir(config: Pick<ServerConfig, 'dataDir'>): Promise<string> {
  const folder = mediaDir(config);
  await mkdir(folder, { recursive: true, mode: PRIVATE_DIR_MODE });
  return folder;
}

/** The absolute file of a stored path (`<kind>/<hash>.<ext>`). */
export function mediaFile(config: Pick<ServerConfig, 'dataDir'>, path: string): string {
  return join(mediaDir(config), path);
}

/**
 * Writes a stored file unless it is already there (the name is its content
 * hash, so an existing file holds the same bytes). Written to a temporary
 * name and renamed, so a reader never sees half a file.
 */
export async function writeMediaFile(
  config: Pick<ServerConfig, 'dataDir'>,
  path: string,
  bytes: Uint8Array,
): Promise<void> {
  const target = mediaFile(config, path);
  const exists = await stat(target).then(
    () => true,
    () => false,
  );
  if (exists) return;
  await mkdir(dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
  const temporary = `${target}.${randomUUID()}.part`;
  await writeFile(temporary, bytes, { mode: PRIVATE_FILE_MODE });
  await rename(temporary, target);
}

/** Removes a stored file; a file already gone is fine. */
export async function removeMediaFile(config: Pick<ServerConfig, 'dataDir'>, path: string): Promise<void> {
  await rm(mediaFile(config, path), { force: true });
}
