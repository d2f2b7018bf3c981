import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

/**
 * Why `file` cannot be written, or null when it can: an existing file must be a writable regular file; a new one
 * needs a writable folder. Nothing is created or truncated, so a command checks its output path before it changes
 * anything (an import's `--failed-out`) and leaves an old file alone until it writes the new one.
 */
export async function whyNotWritable(file: string): Promise<string | null> {
  const path = resolve(file);
  try {
    const info = await stat(path).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (info?.isDirectory()) return `${file} is a folder`;
    if (info) await access(path, constants.W_OK);
    else {
      const folder = await stat(dirname(path));
      if (!folder.isDirectory()) return `${dirname(path)} is not a folder`;
      await access(dirname(path), constants.W_OK);
    }
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}
