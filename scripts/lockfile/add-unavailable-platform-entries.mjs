// Our npm registry mirror serves only some platforms' builds of a few packages (biome, rollup,
// tailwind's oxide). `npm install` then leaves those optional entries out of package-lock.json,
// and `npm ci` refuses the lock as out of sync. This adds each missing optional platform entry
// (version, os, cpu, optional) so `npm ci` sees a complete lock; npm skips them on other platforms
// exactly as it would with entries from the public registry. Run after `npm install` changes the lock.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const lockPath = resolve(root, 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'openbsd',
  'sunos',
  'win32',
  'wasm32',
  'aix',
  'openharmony',
  'netbsd',
];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'riscv64', 'ppc64', 's390x', 'loong64', 'wasi', 'mips64el'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part)) ?? (parts.includes('gnueabihf') ? 'arm' : undefined);
  const libc = parts.includes('musl')
    ? 'musl'
    : parts.includes('gnu') || parts.includes('gnueabihf')
      ? 'glibc'
      : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const target = `node_modules/${name}`;
    const nested = `${path}/node_modules/${name}`;
    if (packages[target] || packages[nested]) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os && !cpu) continue;
    packages[target] = {
      version,
      ...(cpu ? { cpu: [cpu === 'wasi' ? 'wasm32' : cpu] } : {}),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(os ? { os: [os === 'wasm32' ? 'wasi' : os] } : {}),
      ...(libc ? { libc: [libc] } : {}),
    };
    added += 1;
  }
}
// npm orders the entries with localeCompare(…, 'en') (so `string_decoder` before `string-width`);
// a code-point sort would swap such pairs and leave a fresh install with a rewritten lock.
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} optional platform entries the registry mirror does not serve`);
