import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import {
  BACKUP_DATABASE_FILE,
  BACKUP_MANIFEST_FILE,
  BACKUP_MEDIA_FOLDER,
  type BackupManifest,
} from '@ailab/core/backup/backup-manifest';
import { loadSqliteDriver } from '../db/sqlite-driver';
import { PRIVATE_DIR_MODE } from '../media/media-storage';

/** A backup laid out in a private temporary folder, ready to be archived. */
export interface StagedBackup {
  folder: string;
  /** The archive's entries, manifest first. */
  entries: string[];
  manifest: BackupManifest;
  remove(): Promise<void>;
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** Counts rows of every table of an SQLite file, and reads its applied migrations. */
function describeDatabase(file: string): { rowCounts: Record<string, number>; migrations: string[] } {
  const SqliteDatabase = loadSqliteDriver();
  const copy = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`the database copy failed its integrity check: ${String(check)}`);
    const tables = copy
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
      )
      .pluck()
      .all() as string[];
    const rowCounts: Record<string, number> = {};
    for (const table of tables)
      rowCounts[table] = copy
        .prepare(`select count(*) from "${table.replaceAll('"', '""')}"`)
        .pluck()
        .get() as number;
    const migrations = copy
      .prepare('select name from schema_migrations order by name')
      .pluck()
      .all() as string[];
    return { rowCounts, migrations };
  } finally {
    copy.close();
  }
}

/**
 * Takes a consistent copy of a running server's SQLite database (the server keeps writing; the copy
 * is the database as of one moment), then copies the media folder.
 * Media are copied after the database, so every file the copy refers to existed when its row was
 * written; one deleted in between (a replaced picture) is listed in `missing_media`.
 */
export async function stageBackup(input: {
  databaseFile: string;
  mediaFolder: string;
  workFolder: string;
  serverVersion: string;
  now: Date;
}): Promise<StagedBackup> {
  await mkdir(input.workFolder, { recursive: true, mode: PRIVATE_DIR_MODE });
  const folder = await mkdtemp(join(input.workFolder, 'backup-'));
  const remove = () => rm(folder, { recursive: true, force: true });
  try {
    const databaseCopy = join(folder, BACKUP_DATABASE_FILE);
    // `VACUUM INTO` copies the database as one read transaction sees it: in WAL mode the server keeps
    // writing meanwhile, and the copy is never restarted by those writes (the page-by-page backup API
    // starts over after every write from another connection, and under steady writes never ends).
    const SqliteDatabase = loadSqliteDriver();
    const source = new SqliteDatabase(input.databaseFile, { readonly: true, fileMustExist: true });
    try {
      source.prepare('vacuum into ?').run(databaseCopy);
    } finally {
      source.close();
    }
    const { rowCounts, migrations } = describeDatabase(databaseCopy);
    const files: Record<string, string> = { [BACKUP_DATABASE_FILE]: await sha256(databaseCopy) };
    const missing: string[] = [];
    for (const path of await listFiles(input.mediaFolder)) {
      const target = join(folder, BACKUP_MEDIA_FOLDER, path);
      await mkdir(dirname(target), { recursive: true });
      try {
        await copyFile(join(input.mediaFolder, path), target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        missing.push(path);
        continue;
      }
      files[`${BACKUP_MEDIA_FOLDER}/${path}`] = await sha256(target);
    }
    const manifest: BackupManifest = {
      format: 'ailab-backup',
      version: 1,
      created_at: input.now.toISOString(),
      server_version: input.serverVersion,
      migrations,
      row_counts: rowCounts,
      files,
      missing_media: missing,
    };
    await writeFile(join(folder, BACKUP_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    return { folder, entries: [BACKUP_MANIFEST_FILE, ...Object.keys(files)], manifest, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
