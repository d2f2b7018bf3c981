import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootScriptPlugin } from './src/build/boot-script-plugin';
import { landingShell, loginShell } from './src/build/boot-shells';
import { precompressPlugin } from './src/build/precompress-plugin';

/** The chunk of one language's namespace of strings (see manualChunks below). */
const stringsChunk = (language: string, namespace: string) => `strings-${language}-${namespace}`;

/**
 * What the public pages load before their first paint, preloaded by the boot script in
 * index.html. `common` and `web` are src/lib/i18n.ts's INITIAL_NAMESPACES; scripts/bench/web-size.mjs
 * counts the same route modules.
 */
const bootPages = {
  '/': {
    modules: ['src/app/routes/public/landing.tsx', 'src/features/landing/components/landing-home.tsx'],
    namespaces: ['common', 'web', 'landing'],
    shell: landingShell,
    byHome: true,
  },
  '/login': {
    modules: ['src/app/routes/auth/login.tsx'],
    namespaces: ['common', 'web', 'auth'],
    shell: loginShell,
  },
};

const apiTarget = process.env.AILAB_API_URL ?? 'http://localhost:3000';

/**
 * React Router's package exports point every bundler at its development build (warnings and
 * checks included); production builds use the production build it ships beside it.
 */
function reactRouterProductionBuild() {
  const dist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');
  return [
    { find: /^react-router$/, replacement: join(dist, 'production', 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(dist, 'production', 'dom-export.mjs') },
  ];
}

// Production build: dist/ is served by the server. Dev: API paths go to the local server.
export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: join(import.meta.dirname, 'src', 'build', 'react-use-sync-external-store.ts'),
      },
      ...(command === 'build' ? reactRouterProductionBuild() : []),
    ],
  },
  plugins: [
    react(),
    tailwindcss(),
    // Every page asks for the API client as it first renders (app-services' preloadApi).
    bootScriptPlugin({
      pages: bootPages,
      everyPage: [
        '../core/src/contract/group-loaders.ts',
        '../core/src/client/group-loading-client.ts',
        '../core/src/contract/accounts/accounts.contract.ts',
      ],
      stringsChunk,
      localesDir: join(import.meta.dirname, '..', '..', 'locales'),
    }),
    precompressPlugin(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/bench/web-size.mjs to measure what each page loads.
    manifest: true,
    // Every browser the app supports has <link rel="modulepreload">; no polyfill in the entry.
    modulePreload: { polyfill: false },
    // Terser packs the initial JavaScript a few KB tighter than esbuild (issue 7's budget).
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    rollupOptions: {
      output: {
        // React itself changes least often: its own long-lived chunk. Everything else is split
        // by Rollup along the lazy imports, so a library reaches the pages that use it and no
        // others (a catch-all vendor chunk pulled Markdown, tables and Radix into every page).
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          // One chunk per language and namespace of strings, never merged into code (lib/locale-chunks.ts).
          const strings = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(id);
          if (strings?.[1] && strings[2]) return stringsChunk(strings[1], strings[2]);
          // GFM (tables, autolinks, footnotes) in a chunk of its own, fetched beside the Markdown
          // parser: each stays under the 50 KB budget of a lazy chunk.
          if (
            /node_modules\/(remark-gfm|micromark-extension-gfm[^/]*|mdast-util-gfm[^/]*|markdown-table)\//.test(
              id,
            )
          )
            return 'markdown-gfm';
          return undefined;
        },
      },
    },
  },
  server: {
    proxy: {
      '/v1': apiTarget,
      '/v2': apiTarget,
      '/media': apiTarget,
    },
  },
}));
