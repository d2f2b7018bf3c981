import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chmod, mkdir, readdir, readFile, rename, rm, rmdir } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import {
  BACKUP_DATABASE_FILE,
  BACKUP_MANIFEST_FILE,
  BACKUP_MEDIA_FOLDER,
  type BackupManifest,
  BackupManifestSchema,
} from '@ailab/core/backup/backup-manifest';
import { extract } from 'tar';

/** Why a restore stopped; the command prints it translated. */
export class RestoreError extends Error {
  constructor(
    readonly reason: 'targetNotEmpty' | 'notABackup' | 'corrupt',
    readonly detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => !entry.isDirectory())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

async function isEmptyOrMissing(folder: string): Promise<boolean> {
  try {
    return (await readdir(folder)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/** Only the archive's own files, as regular files: no links, devices or paths outside it. */
function isArchiveFile(path: string, type: string): boolean {
  if (type !== 'File' && type !== 'OldFile') return false;
  return (
    path === BACKUP_MANIFEST_FILE ||
    path === BACKUP_DATABASE_FILE ||
    (path.startsWith(`${BACKUP_MEDIA_FOLDER}/`) && !path.split('/').includes('..'))
  );
}

/**
 * Restores a backup archive into a new data folder (missing or empty): extracts it beside the
 * target, checks every file against the manifest's SHA-256 (and that nothing else came with it),
 * then lays it out as a data folder (`ailab.sqlite`, `media/`) and moves it into place in one rename.
 * The server is then started on it with `DATA_DIR`.
 */
export async function restoreBackup(archive: string, dataDir: string): Promise<BackupManifest> {
  const target = resolve(dataDir);
  if (!(await isEmptyOrMissing(target))) throw new RestoreError('targetNotEmpty', target);
  await mkdir(dirname(target), { recursive: true });
  const work = `${target}.restoring-${process.pid}`;
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { mode: 0o700 });
  try {
    try {
      await extract({
        file: archive,
        cwd: work,
        strict: true,
        filter: (path, entry) => isArchiveFile(path, 'type' in entry ? String(entry.type) : 'File'),
      });
    } catch (error) {
      throw new RestoreError('notABackup', error instanceof Error ? error.message : String(error));
    }
    let manifest: BackupManifest;
    try {
      manifest = BackupManifestSchema.parse(
        JSON.parse(await readFile(join(work, BACKUP_MANIFEST_FILE), 'utf8')),
      );
    } catch {
      throw new RestoreError('notABackup', BACKUP_MANIFEST_FILE);
    }
    const present = new Set((await listFiles(work)).filter((path) => path !== BACKUP_MANIFEST_FILE));
    for (const [path, expected] of Object.entries(manifest.files)) {
      if (!present.delete(path)) throw new RestoreError('corrupt', `${path} is missing`);
      if ((await sha256(join(work, path))) !== expected) throw new RestoreError('corrupt', `${path} differs`);
    }
    const extra = [...present][0];
    if (extra !== undefined) throw new RestoreError('corrupt', `${extra} is not in the manifest`);
    await rename(join(work, BACKUP_DATABASE_FILE), join(work, 'ailab.sqlite'));
    await chmod(join(work, 'ailab.sqlite'), 0o600);
    await rename(join(work, BACKUP_MANIFEST_FILE), join(work, 'restored-from-backup.json'));
    await rmdir(target).catch(() => undefined);
    await rename(work, target);
    return manifest;
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    throw error;
  }
}
