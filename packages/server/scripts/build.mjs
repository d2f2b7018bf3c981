// Compiles the server for production: one ES module bundle, dist/server.js, that `npm start`
// runs with plain node (no tsx, no TypeScript at run time). Development and tests keep running
// the TypeScript sources through tsx and Vitest.
// Packages with native code or worker-thread entry points stay outside the bundle and are
// loaded from node_modules as usual; everything else (Fastify, Kysely, zod, core, the
// locales) is bundled, which saves resolving and reading hundreds of files at start-up.
import { rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Loaded from node_modules at run time: native addons, and pino's worker-thread transports. */
export const EXTERNAL = [
  'better-sqlite3',
  'better-sqlite3-13',
  '@node-rs/argon2',
  'pg-native',
  'pino',
  'pino-pretty',
  'thread-stream',
];

// SERVER_BUILD_OUTDIR: tests build into a temporary folder instead.
const outdir = process.env.SERVER_BUILD_OUTDIR ?? join(root, 'dist');
await rm(outdir, { recursive: true, force: true });
const result = await build({
  // The feed reader's worker thread is its own bundle beside server.js (features/news/feed-parser.ts).
  entryPoints: {
    server: join(root, 'src', 'server.ts'),
    // `npm run media:to-s3` (docs/operations.md).
    'media-to-s3': join(root, 'src', 'media-to-s3.ts'),
    'feed-parse.worker': join(root, 'src', 'features', 'news', 'feed-parse.worker.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Whitespace and syntax only: identifiers keep their names, so stack traces and logs read as the sources do
  // without esbuild's keepNames, whose __name() call on every function created at run time (closures made per
  // request included) cost about 5 % of a small request's CPU.
  minifyWhitespace: process.env.SERVER_BUILD_MINIFY !== '0',
  minifySyntax: process.env.SERVER_BUILD_MINIFY !== '0',
  sourcemap: 'linked',
  external: EXTERNAL,
  metafile: true,
  logLevel: 'warning',
  // CommonJS packages inside an ES module bundle still call require() for Node built-ins.
  banner: {
    js: "import { createRequire as __ailabCreateRequire } from 'node:module'; const require = __ailabCreateRequire(import.meta.url);",
  },
});
await writeFile(join(outdir, 'meta.json'), JSON.stringify(result.metafile));
