import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

interface Loaded {
  bundle: { run: () => Promise<string> };
  saveCodeCache: () => void;
}
const { loadBundle } = createRequire(import.meta.url)('../bin/load-bundle.cjs') as {
  loadBundle: (file: string) => Loaded;
};

describe('loadBundle (bin/load-bundle.cjs)', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  function fakeBundle(): string {
    const dir = mkdtempSync(join(tmpdir(), 'ailab-bundle-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'lazy.mjs'), "export const word = 'lazy';\n");
    writeFileSync(
      join(dir, 'bundle.cjs'),
      [
        "'use strict';",
        "exports.run = async () => require('node:path').basename(__filename) + ' ' + (await __ailabImport('./lazy.mjs')).word;",
        '',
      ].join('\n'),
    );
    return join(dir, 'bundle.cjs');
  }

  it('runs the bundle like require, with its on-demand imports going through the loader', async () => {
    const loaded = loadBundle(fakeBundle());
    expect(await loaded.bundle.run()).toBe('bundle.cjs lazy');
  });

  it('writes the code cache after the first run, then uses it', async () => {
    const file = fakeBundle();
    const first = loadBundle(file);
    await first.bundle.run();
    expect(existsSync(`${file}.v8-cache`)).toBe(false);
    first.saveCodeCache();
    const cache = readFileSync(`${file}.v8-cache`);
    expect(cache.length).toBeGreaterThan(0);
    const second = loadBundle(file);
    expect(await second.bundle.run()).toBe('bundle.cjs lazy');
    second.saveCodeCache();
    expect(readFileSync(`${file}.v8-cache`).equals(cache)).toBe(true);
  });

  it('replaces a damaged cache, and runs when the cache cannot be written', async () => {
    const file = fakeBundle();
    writeFileSync(`${file}.v8-cache`, 'not a V8 cache');
    const loaded = loadBundle(file);
    expect(await loaded.bundle.run()).toBe('bundle.cjs lazy');
    loaded.saveCodeCache();
    expect(readFileSync(`${file}.v8-cache`, 'utf8')).not.toBe('not a V8 cache');

    // A directory where the cache file should go makes the write fail, as a read-only install would.
    const unwritable = fakeBundle();
    mkdirSync(`${unwritable}.v8-cache`);
    const noCache = loadBundle(unwritable);
    expect(await noCache.bundle.run()).toBe('bundle.cjs lazy');
    expect(() => noCache.saveCodeCache()).not.toThrow();
  });
});
