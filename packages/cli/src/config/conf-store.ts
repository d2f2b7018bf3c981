import { chmodSync } from 'node:fs';
import type Conf from 'conf';

/** A conf store of string-keyed JSON values, kept at mode 0600. */
export type JsonStore = Conf<Record<string, unknown>>;

/**
 * Opens (creating on first write) `<dir>/<name>.json` with conf. Keys are plain,
 * not dotted paths, so server URLs can be keys. conf is imported on demand: it
 * is heavy and start-up paths never need it.
 */
export async function openStore(dir: string, name: string): Promise<JsonStore> {
  const { default: ConfClass } = await import('conf');
  const store = new ConfClass<Record<string, unknown>>({
    cwd: dir,
    configName: name,
    projectName: 'ailab',
    projectSuffix: '',
    accessPropertiesByDotNotation: false,
    configFileMode: 0o600,
    clearInvalidConfig: true,
  });
  return store;
}

/** conf applies the mode only when it creates the file; this keeps an older file private too. */
export function keepPrivate(store: JsonStore): void {
  try {
    chmodSync(store.path, 0o600);
  } catch {
    // The file does not exist until the first write.
  }
}
