#!/usr/bin/env node
// Thin shim: the real program is the esbuild bundle in ../dist (built by `npm install` or `npm run build -w @ailab/cli`).
// CommonJS on purpose: the ES module loader is started only by commands that need it.
const path = require('node:path');
const { loadBundle } = require('./load-bundle.cjs');

let loaded;
try {
  loaded = loadBundle(path.join(__dirname, '..', 'dist', 'ailab.cjs'));
} catch (error) {
  if (error?.code !== 'ENOENT') throw error;
  process.stderr.write('ailab is not built yet: run `npm install` or `npm run build -w @ailab/cli`.\n');
  process.exitCode = 1;
}
if (loaded) loaded.bundle.run(process.argv.slice(2)).finally(() => loaded.saveCodeCache());
