#!/usr/bin/env node
// Thin shim: the real program is the esbuild bundle in ../dist (built by `npm install` or `npm run build -w @ailab/cli`).
// CommonJS on purpose: the ES module loader is started only by commands that need it.
let cli;
try {
  cli = require('../dist/ailab.cjs');
} catch (error) {
  if (error?.code !== 'MODULE_NOT_FOUND' || !String(error.message).includes('ailab.cjs')) throw error;
  process.stderr.write('ailab is not built yet: run `npm install` or `npm run build -w @ailab/cli`.\n');
  process.exitCode = 1;
}
if (cli) cli.run(process.argv.slice(2));
