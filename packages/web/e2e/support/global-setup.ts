import { buildWebIfStale } from './build-web';
import { chromiumAvailable } from './chromium';

/** Builds the web app once for every e2e file (only when chromium can run them). */
export default async function setup(): Promise<void> {
  if (!chromiumAvailable()) return;
  const started = Date.now();
  await buildWebIfStale();
  console.log(`web e2e: app built or up to date in ${Date.now() - started} ms`);
}
