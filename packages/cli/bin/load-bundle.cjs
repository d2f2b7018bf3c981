'use strict';
// Node 20 has no compile cache for user code (module.enableCompileCache arrives in Node 22).
// Compiling the bundle through vm.Script with V8's code cache skips most of its compile
// time, which is most of what `ailab --help` costs beyond Node's own start. The cache lives
// beside the bundle; a missing or rejected one (another Node version, a new build) is
// written after the command, and a failed write (read-only install) only means no cache.
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const { createRequire } = require('node:module');
const { pathToFileURL } = require('node:url');

/**
 * Runs the CommonJS bundle at `file` like `require` would, with V8's code cache.
 * Code compiled by vm cannot call `import()` itself on Node 20 (not from a cache), so the
 * bundle gets `__ailabImport`, which imports its on-demand ES modules from here, and
 * `__ailabLoadCached`, which loads its on-demand CommonJS parts the same way as this one
 * (each with its own cache, saved with this bundle's).
 */
function loadBundle(file) {
  const nested = new Map();
  const source = fs.readFileSync(file, 'utf8');
  const cacheFile = `${file}.v8-cache`;
  let cachedData;
  try {
    cachedData = fs.readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  const wrapped = `(function (exports, require, module, __filename, __dirname, __ailabImport, __ailabLoadCached) {${source}\n})`;
  const script = new vm.Script(wrapped, { filename: file, cachedData });
  const dir = path.dirname(file);
  const bundleModule = { exports: {} };
  const importFromBundle = (specifier) => import(pathToFileURL(path.resolve(dir, specifier)).href);
  const loadCached = async (specifier) => {
    const part = path.resolve(dir, specifier);
    if (!nested.has(part)) nested.set(part, loadBundle(part));
    return nested.get(part).bundle;
  };
  script.runInThisContext()(
    bundleModule.exports,
    createRequire(file),
    bundleModule,
    file,
    dir,
    importFromBundle,
    loadCached,
  );
  const stale = cachedData === undefined || script.cachedDataRejected === true;
  return {
    bundle: bundleModule.exports,
    saveCodeCache() {
      for (const part of nested.values()) part.saveCodeCache();
      if (!stale) return;
      try {
        const temporary = `${cacheFile}.${process.pid}`;
        fs.writeFileSync(temporary, script.createCachedData());
        fs.renameSync(temporary, cacheFile);
      } catch {
        // No cache this time; the command itself has already run.
      }
    },
  };
}

module.exports = { loadBundle };
