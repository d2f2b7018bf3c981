#!/usr/bin/env node
// Thin shim: the real program is the esbuild bundle in ../dist (built by `npm install` or `npm run build -w @ailab/cli`).
import { run } from '../dist/ailab.js';

await run(process.argv.slice(2));
