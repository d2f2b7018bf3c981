#!/usr/bin/env node
// Thin shim: the real program is the esbuild bundle in ../dist (built by `npm install` or `npm run build -w @ailab/cli`).
let cli;
try {
  cli = await import('../dist/ailab.js');
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes('ailab.js')) throw error;
  process.stderr.write('ailab is not built yet: run `npm install` or `npm run build -w @ailab/cli`.\n');
  process.exitCode = 1;
}
if (cli) await cli.run(process.argv.slice(2));
