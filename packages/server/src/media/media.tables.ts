/** One use of a stored file: who owns it, for what, and its content hash. A file without rows is removed. */
export interface MediaFilesTable {
  id: string;
  owner_id: string;
  /** The upload kind, also the folder under `DATA_DIR/media` (`headshots`, `course-units`, …). */
  kind: string;
  hash: string;
  /** Path under `DATA_DIR/media`, as served from `/media/`. */
  path: string;
  mime: string;
  size: number;
  created_at: string;
}

/** The stored files table. Merged into `Database` (db/schema.ts). */
export interface MediaTables {
  media_files: MediaFilesTable;
}
