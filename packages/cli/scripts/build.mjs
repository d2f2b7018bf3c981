// Bundles the CLI with esbuild. The entry chunk holds only what `--help` and
// `--version` need; the API client, the contract and React/Ink are split into
// chunks that commands import on demand.
import { readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

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
 * Core bundles every namespace of every language; the CLI reads only `cli`,
 * `errors`, `menu`, `common` and `auth`. The others are emptied in the bundle so start-up
 * does not parse and index the web app's strings.
 */
const CLI_NAMESPACES = new Set(['cli', 'errors', 'menu', 'common', 'auth']);
const onlyCliNamespaces = {
  name: 'only-cli-namespaces',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]locales[\\/][^\\/]+[\\/][^\\/]+\.json$/ }, (args) => {
      const namespace = args.path
        .split(/[\\/]/)
        .pop()
        .replace(/\.json$/, '');
      return CLI_NAMESPACES.has(namespace) ? undefined : { contents: '{}', loader: 'json' };
    });
  },
};

await rm(join(root, 'dist'), { recursive: true, force: true });
const result = await build({
  entryPoints: { ailab: join(root, 'src', 'main.ts') },
  outdir: join(root, 'dist'),
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  minify: true,
  sourcemap: 'linked',
  chunkNames: 'chunks/[name]-[hash]',
  jsx: 'automatic',
  define: { __AILAB_CLI_VERSION__: JSON.stringify(version), 'process.env.DEV': '"false"' },
  // Ink imports the React devtools only when DEV=true; they are not installed.
  external: ['react-devtools-core'],
  plugins: [lazyChildProcessForCommander, onlyCliNamespaces],
  banner: {
    js: "import { createRequire as __ailabCreateRequire } from 'node:module'; const require = __ailabCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
  // dist/meta.json lets tests check which chunks hold React, Ink and the HTTP client.
  metafile: true,
});
await writeFile(join(root, 'dist', 'meta.json'), JSON.stringify(result.metafile));
