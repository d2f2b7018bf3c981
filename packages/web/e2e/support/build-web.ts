import { existsSync, statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build } from 'vite';

/** The package root of the web app. */
export const WEB_ROOT = resolve(import.meta.dirname, '..', '..');
/** Where the e2e run builds the app: the package's own dist, as `npm start` serves it. */
export const WEB_DIST = join(WEB_ROOT, 'dist');

async function newestMtime(path: string): Promise<number> {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  const names = await readdir(path);
  const times = await Promise.all(names.map((name) => newestMtime(join(path, name))));
  return Math.max(stat.mtimeMs, ...times);
}

/** Builds the web app with Vite's JS API unless dist is newer than every source. */
export async function buildWebIfStale(): Promise<string> {
  const index = join(WEB_DIST, 'index.html');
  const sources = [
    join(WEB_ROOT, 'src'),
    join(WEB_ROOT, 'index.html'),
    join(WEB_ROOT, 'public'),
    join(WEB_ROOT, 'vite.config.ts'),
    resolve(WEB_ROOT, '..', 'core', 'src'),
    resolve(WEB_ROOT, '..', '..', 'locales'),
  ];
  const newestSource = Math.max(...(await Promise.all(sources.map(newestMtime))));
  if (existsSync(index) && statSync(index).mtimeMs >= newestSource) return WEB_DIST;
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: WEB_ROOT,
      configFile: join(WEB_ROOT, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'error',
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return WEB_DIST;
}
