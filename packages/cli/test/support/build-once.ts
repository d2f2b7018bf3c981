import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const cliRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const repoRoot = join(cliRoot, '..', '..');

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/** Rebuilds the bundle when any source it is made from is newer than it, so process tests run the current code. */
export default function setup(): void {
  const bundle = join(cliRoot, 'dist', 'ailab.cjs');
  const sources = [
    join(cliRoot, 'src'),
    join(cliRoot, 'scripts'),
    join(repoRoot, 'packages', 'core', 'src'),
    join(repoRoot, 'locales'),
  ];
  if (existsSync(bundle) && statSync(bundle).mtimeMs >= Math.max(...sources.map(newestMtime))) return;
  const result = spawnSync(process.execPath, [join(cliRoot, 'scripts', 'build.mjs')], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The CLI build failed');
}
