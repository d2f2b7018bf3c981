import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { ServerConfig } from '../config/server-config';
import { mediaDir, mediaFile, removeMediaFile, writeMediaFile } from './media-storage';
import type { MediaStore } from './media-store';

/** Media as files under `DATA_DIR/media` (0600 files in 0700 folders). */
export function createDiskMediaStore(config: Pick<ServerConfig, 'dataDir'>): MediaStore {
  return {
    kind: 'disk',
    put: (path, bytes) => writeMediaFile(config, path, bytes),
    remove: (path) => removeMediaFile(config, path),
    async open(path) {
      const file = mediaFile(config, path);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(file), size: info.size };
    },
    async *list() {
      const folder = mediaDir(config);
      const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries)
        if (entry.isFile() && !entry.name.endsWith('.part'))
          yield relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/');
    },
    close() {},
  };
}
