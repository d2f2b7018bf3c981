import type { Readable } from 'node:stream';

/** A stored file opened for reading. */
export interface MediaObject {
  body: Readable;
  size: number;
  /** The type stored with it (S3); a file on the disk has none. */
  mime?: string;
}

/**
 * Where uploads live: the data folder's `media/` (the embedded default) or an S3-compatible bucket
 * (`MEDIA_S3_BUCKET`), which every instance of a deployment shares. Paths are `<kind>/<sha256>.<ext>`:
 * a name is its content, so writing one that exists changes nothing.
 */
export interface MediaStore {
  readonly kind: 'disk' | 's3';
  put(path: string, bytes: Uint8Array, mime: string): Promise<void>;
  /** Removes a file; one already gone is fine. */
  remove(path: string): Promise<void>;
  /** Opens a file, or null when there is none. */
  open(path: string): Promise<MediaObject | null>;
  /** Every stored path (for moving media between stores). */
  list(): AsyncIterable<string>;
  close(): void;
}
