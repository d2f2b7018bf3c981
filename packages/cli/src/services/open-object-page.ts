import { webUrl } from '@ailab/core/links/object-paths';
import type { Factory } from '../factory/factory';

/** The `-w/--web` flag of a `view` command whose object has a web page. */
export interface WebOption {
  web?: boolean;
}

/**
 * `view --web`: opens the web app's page at `path` (from core's `objectPaths`) on the server in use, or prints the
 * link (`services/open-in-browser.ts`, loaded only then).
 */
export async function openObjectPage(
  f: Pick<Factory, 'env' | 'io' | 't' | 'server'>,
  path: string,
): Promise<void> {
  const { openInBrowser } = await import('./open-in-browser');
  await openInBrowser(f, webUrl(f.server, path));
}
