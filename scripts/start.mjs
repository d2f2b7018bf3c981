// `npm start`: builds the web app when it is missing or older than its sources, then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const webDist = join(root, 'packages/web/dist/index.html');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stat.mtimeMs,
  );
}

const sources = [
  'packages/web/src',
  'packages/web/index.html',
  'packages/web/public',
  'packages/core/src',
  'locales',
];
const sourcesChanged = Math.max(...sources.map((path) => newestMtime(join(root, path))));
if (!existsSync(webDist) || statSync(webDist).mtimeMs < sourcesChanged) {
  process.stderr.write('Building the web app…\n');
  const build = spawnSync('npm', ['run', 'build', '-w', '@ailab/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    process.exitCode = build.status ?? 1;
    throw new Error('The web app did not build');
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'packages/server/src/server.ts')], {
  cwd: process.cwd(),
  stdio: 'inherit',
  env: { ...process.env, WEB_DIST: process.env.WEB_DIST ?? join(root, 'packages/web/dist') },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 0 : 1);
});
