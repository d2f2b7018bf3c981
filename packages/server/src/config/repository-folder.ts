import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The nearest folder named `name` that holds `marker`, looking in `start` and each folder above it.
 * Finds the repository's own folders (help/) the same way from the TypeScript sources and from
 * the compiled bundle in dist/, which sit at different depths; undefined when there is none.
 */
export function findRepositoryFolder(start: string, name: string, marker: string): string | undefined {
  for (let dir = start; ; dir = dirname(dir)) {
    const candidate = join(dir, name);
    if (existsSync(join(candidate, marker))) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}
