import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What conf would read from `<dir>/<name>.json`, without loading conf (an ES module with its
 * own dependencies): start-up and read-only paths use this, writes go through conf. Undefined
 * when the file is missing or not JSON, which conf (`clearInvalidConfig`) also reads as empty.
 */
export function readConfFile(dir: string, name: string): unknown {
  try {
    return JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8'));
  } catch {
    return undefined;
  }
}
