import { z } from 'zod';

/** Where `ailab admin backup` downloads an archive from (administrators; SQLite servers). */
export const BACKUP_PATH = '/v2/api/admin/backup';

/** The archive's own name for the database copy and the media folder. */
export const BACKUP_DATABASE_FILE = 'database.sqlite';
export const BACKUP_MEDIA_FOLDER = 'media';
export const BACKUP_MANIFEST_FILE = 'manifest.json';

/**
 * `manifest.json`, the first entry of a backup archive (`ailab admin backup`): what the archive holds
 * and the SHA-256 of every file, so a restore can prove it has exactly what was taken.
 */
export const BackupManifestSchema = z.object({
  format: z.literal('ailab-backup'),
  version: z.literal(1),
  created_at: z.string(),
  server_version: z.string(),
  migrations: z.array(z.string()),
  /** Rows per table in the database copy, counted on the copy itself. */
  row_counts: z.record(z.string(), z.number().int().nonnegative()),
  /** Every file of the archive but the manifest: its path in the archive → SHA-256 (hex). */
  files: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/)),
  /** Media files listed at the start of the copy but deleted (replaced) before they were read. */
  missing_media: z.array(z.string()),
});
export type BackupManifest = z.infer<typeof BackupManifestSchema>;
