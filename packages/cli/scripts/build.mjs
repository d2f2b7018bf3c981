// Bundles the CLI with esbuild, in two parts:
// - dist/ailab.cjs: CommonJS with everything `--version` and `--help` need (commander,
//   i18n, the command tree). Node loads CommonJS without starting its ES module loader,
//   which alone costs about a tenth of Node's own start-up.
// - dist/lazy/*.js: ES modules, split into chunks, for what commands import on demand:
//   the HTTP client and contract, React/Ink screens (Ink needs ESM: yoga uses top-level
//   await), conf. The CommonJS part reaches them with a native `import()`.
// Code shared by both parts exists twice, so errors are recognised by brand, not instanceof.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { namespacesInSources, onDemandModules, unreadSubtrees } from './bundle-inputs.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** Points commander's `require('node:child_process')` at a stub that loads it on first use. */
const lazyChildProcessForCommander = {
  name: 'lazy-child-process',
  setup(builder) {
    builder.onResolve({ filter: /^node:child_process$/ }, (args) =>
      args.importer.includes(`${join('node_modules', 'commander')}`)
        ? { path: join(root, 'scripts', 'lazy-child-process.cjs') }
        : undefined,
    );
  },
};

/**
 * Core bundles every namespace of every language; the CLI reads its own (`cli`, `errors`, `menu`,
 * `common`, `auth`, `bulk`) and the domains' namespaces its commands name in `t('<namespace>:…')`.
 * The others are emptied in the bundle so start-up does not parse and index the web app's strings, and the kept
 * ones lose the web app's and the emails' subtrees that nothing in the CLI reads.
 */
const OWN_NAMESPACES = ['cli', 'errors', 'menu', 'common', 'auth', 'bulk'];
const CLI_NAMESPACES = new Set([
  ...OWN_NAMESPACES,
  ...namespacesInSources(root, join(root, '..', '..', 'locales', 'en-US')),
]);
/**
 * Per domain namespace, its `web` and `email` subtrees when no CLI or core source reads them (bundle-inputs.mjs).
 * The CLI's own namespaces are kept whole: their keys are also read without a namespace (`t('web.noBrowser')`).
 */
const UNREAD_SUBTREES = Object.fromEntries(
  Object.entries(unreadSubtrees(root, join(root, '..', '..', 'locales', 'en-US'))).filter(
    ([namespace]) => !OWN_NAMESPACES.includes(namespace),
  ),
);
const onlyCliNamespaces = {
  name: 'only-cli-namespaces',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]locales[\\/][^\\/]+[\\/][^\\/]+\.json$/ }, async (args) => {
      const namespace = args.path
        .split(/[\\/]/)
        .pop()
        .replace(/\.json$/, '');
      if (!CLI_NAMESPACES.has(namespace)) return { contents: '{}', loader: 'json' };
      const unread = UNREAD_SUBTREES[namespace] ?? [];
      if (unread.length === 0) return undefined;
      const tree = JSON.parse(await readFile(args.path, 'utf8'));
      for (const subtree of unread) delete tree[subtree];
      return { contents: JSON.stringify(tree), loader: 'json' };
    });
  },
};

/**
 * zod's `z` namespace re-exports every locale's error messages (`z.locales`, about half of zod's
 * size in a bundle); only English, zod's default, is used (the CLI translates errors itself). The
 * other locales are left out, so API commands read and load half as much.
 */
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]node_modules[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, (args) => ({
      contents: 'export { default as en } from "./en.js";',
      resolveDir: dirname(args.path),
      loader: 'js',
    }));
  },
};

/**
 * Modules of API commands, built as CommonJS and loaded through the V8 code cache like the main
 * part (bin/load-bundle.cjs): the HTTP client with the contract and zod. No ES module loader
 * starts for an API command, and the biggest chunk it needs is not compiled again on every run.
 */
const CACHED = {
  'http-client': join(root, 'src', 'factory', 'http-client.ts'),
  // --jq and --template: jq is an Emscripten build that finds itself through __dirname (CommonJS only).
  'output-shape': join(root, 'src', 'services', 'output-shape.ts'),
  // The other two languages (core's loadLanguage imports each on demand): English, the fallback every run reads,
  // stays in the main part; Spanish and Japanese are read and compiled only by a run in that language (each
  // language is about a third of the main part's size).
  'es-MX': join(root, '..', 'core', 'src', 'i18n', 'resources', 'es-MX.ts'),
  'ja-JP': join(root, '..', 'core', 'src', 'i18n', 'resources', 'ja-JP.ts'),
};

/**
 * The on-demand modules: the services and Ink screens the commands import with `import()`
 * (found in the sources, see bundle-inputs.mjs), and these shared ones.
 */
const LAZY = {
  ...Object.fromEntries(
    Object.entries(onDemandModules(root)).filter(([name]) => !Object.hasOwn(CACHED, name)),
  ),
  'user-csv': join(root, '..', 'core', 'src', 'admin', 'user-csv.ts'),
  'csv-writer': join(root, '..', 'core', 'src', 'csv', 'csv-writer.ts'),
  // Imported statically by several services: one chunk they share.
  'bulk-import': join(root, 'src', 'services', 'bulk-import.ts'),
  conf: 'conf',
  yaml: 'yaml',
};

/**
 * In the CommonJS part, `import('./http-client')` becomes a code-cached load of
 * `./cached/http-client.cjs`, and the other on-demand imports `import('./lazy/<name>.js')`.
 */
const lazyImportsStayEsm = {
  name: 'lazy-imports-stay-esm',
  setup(builder) {
    builder.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind !== 'dynamic-import') return undefined;
      const name = basename(args.path).replace(/\.(tsx?|js)$/, '');
      if (Object.hasOwn(CACHED, name)) return { path: `./cached/${name}.cjs`, external: true };
      return Object.hasOwn(LAZY, name) ? { path: `./lazy/${name}.js`, external: true } : undefined;
    });
  },
};

const shared = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  minify: true,
  sourcemap: 'linked',
  jsx: 'automatic',
  define: { __AILAB_CLI_VERSION__: JSON.stringify(version), 'process.env.DEV': '"false"' },
  // Core's CSV reader imports csv-parse's browser build (it runs in the web app too); Node has its own.
  alias: { 'csv-parse/browser/esm/sync': 'csv-parse/sync' },
  // Ink imports the React devtools only when DEV=true; they are not installed.
  external: ['react-devtools-core'],
  logLevel: 'warning',
  // dist/meta.json lets tests check which files hold React, Ink and the HTTP client. Its paths are relative
  // to the package whichever directory the build runs from (the test suites' global set-up runs it from the root).
  metafile: true,
  absWorkingDir: root,
};

await rm(join(root, 'dist'), { recursive: true, force: true });
const [main, lazy, cached] = await Promise.all([
  build({
    ...shared,
    entryPoints: { ailab: join(root, 'src', 'main.ts') },
    outdir: join(root, 'dist'),
    outExtension: { '.js': '.cjs' },
    format: 'cjs',
    plugins: [lazyChildProcessForCommander, onlyCliNamespaces, lazyImportsStayEsm],
  }),
  build({
    ...shared,
    entryPoints: LAZY,
    outdir: join(root, 'dist', 'lazy'),
    splitting: true,
    format: 'esm',
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [onlyCliNamespaces, zodEnglishOnly],
    banner: {
      js: "import { createRequire as __ailabCreateRequire } from 'node:module'; const require = __ailabCreateRequire(import.meta.url);",
    },
  }),
  build({
    ...shared,
    entryPoints: CACHED,
    outdir: join(root, 'dist', 'cached'),
    outExtension: { '.js': '.cjs' },
    format: 'cjs',
    plugins: [onlyCliNamespaces, zodEnglishOnly],
  }),
]);
await writeFile(
  join(root, 'dist', 'meta.json'),
  JSON.stringify({
    inputs: { ...main.metafile.inputs, ...lazy.metafile.inputs, ...cached.metafile.inputs },
    outputs: { ...main.metafile.outputs, ...lazy.metafile.outputs, ...cached.metafile.outputs },
  }),
);

// The on-demand imports go through the loader's `__ailabImport` (see bin/load-bundle.cjs);
// required directly, the bundle falls back to a plain import().
const bundleFile = join(root, 'dist', 'ailab.cjs');
const bundled = await readFile(bundleFile, 'utf8');
const fallback =
  'var __ailabImport = typeof __ailabImport === "function" ? __ailabImport : (s) => import(require("node:url").pathToFileURL(require("node:path").resolve(__dirname, s)).href);' +
  'var __ailabLoadCached = typeof __ailabLoadCached === "function" ? __ailabLoadCached : (s) => Promise.resolve(require(require("node:path").resolve(__dirname, s)));';
// After the "use strict" directive, and on its line, so source map lines stay right.
const strict = '"use strict";';
const body = bundled
  .replaceAll('import("./lazy/', '__ailabImport("./lazy/')
  .replaceAll('import("./cached/', '__ailabLoadCached("./cached/');
await writeFile(
  bundleFile,
  body.startsWith(strict) ? `${strict}${fallback}${body.slice(strict.length)}` : `${fallback}${body}`,
);

// One run of `--help` writes the V8 code cache beside the bundle.
const configDir = mkdtempSync(join(tmpdir(), 'ailab-build-'));
const warm = spawnSync(process.execPath, [join(root, 'bin', 'ailab.cjs'), '--help'], {
  env: { ...process.env, AILAB_CONFIG_DIR: configDir, NO_COLOR: '1' },
  stdio: 'ignore',
});
rmSync(configDir, { recursive: true, force: true });
if (warm.status !== 0)
  throw new Error('The built ailab did not run: try `node packages/cli/bin/ailab.cjs --help`');
