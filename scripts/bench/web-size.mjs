// Initial JS per public page and the largest lazy chunk of the built web app, gzip and brotli.
// Deterministic: sizes come from the build's bytes (gzip -9, brotli q11), not from a browser.
// The page's initial JS = the entry chunk, the chunks of the page's route modules (the lazy
// imports the router makes before the first paint), everything those import statically, and the
// locale chunks of the namespaces the page shows in one language (the largest of the three, as
// the first paint waits for them).
// Usage: node scripts/bench/web-size.mjs [--check] [--json]   (build first: npm run build -w @ailab/web)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { root } from './support/processes.mjs';

const KB = 1000;
/** Budgets of issue 7, in gzip bytes. */
export const BUDGET = { initialJs: 150 * KB, lazyChunk: 50 * KB };

/**
 * The public pages: the source modules their first paint loads lazily (manifest keys, relative
 * to packages/web) and the namespaces of strings it shows (`INITIAL_NAMESPACES` of
 * src/lib/i18n.ts plus the screen's own). Change this when the router or a screen changes what
 * a page loads.
 */
export const PAGES = {
  landing: { modules: ['src/app/routes/public/landing.tsx'], namespaces: ['common', 'web', 'landing'] },
  login: { modules: ['src/app/routes/auth/login.tsx'], namespaces: ['common', 'web', 'auth'] },
};
const LANGUAGES = ['en-US', 'es-MX', 'ja-JP'];

const dist = join(root, 'packages', 'web', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');

function sizes(file) {
  const bytes = readFileSync(join(dist, file));
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }).length,
  };
}

/**
 * The manifest key of a source module's chunk. A route module whose chunk also holds modules
 * shared with what it loads lazily is keyed by the chunk's file (`_landing-abc.js`), not by source.
 */
function chunkKey(manifest, module) {
  if (manifest[module]) return module;
  const name = module
    .split('/')
    .pop()
    .replace(/\.tsx?$/, '');
  const matches = Object.keys(manifest).filter(
    (key) => manifest[key].isDynamicEntry && manifest[key].name === name,
  );
  if (matches.length !== 1)
    throw new Error(`${module} is not in the build manifest: update PAGES in web-size.mjs`);
  return matches[0];
}

function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

const sum = (list) =>
  list.reduce(
    (total, each) => ({
      raw: total.raw + each.raw,
      gzip: total.gzip + each.gzip,
      brotli: total.brotli + each.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );

/** The size report of the current build. */
export function measureWebBuild() {
  if (!existsSync(manifestPath)) throw new Error('Build the web app first: npm run build -w @ailab/web');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const initialFiles = new Set();
  const pages = {};
  const localeFiles = new Set(
    Object.keys(manifest)
      .filter((key) => key.includes('locales/'))
      .map((key) => manifest[key].file),
  );
  for (const [page, { modules, namespaces }] of Object.entries(PAGES)) {
    const keys = staticClosure(manifest, [entryKey, ...modules.map((module) => chunkKey(manifest, module))]);
    const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
    for (const file of files) initialFiles.add(file);
    const strings = LANGUAGES.map((language) => {
      const chunks = namespaces.map((namespace) => {
        const chunk = manifest[`../../locales/${language}/${namespace}.json`];
        if (!chunk) throw new Error(`${language}/${namespace} is not a chunk of its own in the build`);
        return chunk.file;
      });
      return { language, files: chunks, size: sum(chunks.map(sizes)) };
    }).sort((a, b) => b.size.gzip - a.size.gzip)[0];
    const css = [...keys].flatMap((key) => manifest[key].css ?? []);
    pages[page] = {
      js: sum([...files, ...strings.files].map(sizes)),
      code: sum(files.map(sizes)),
      strings: { language: strings.language, ...strings.size },
      css: sum([...new Set(css)].map(sizes)),
      chunks: files.length + strings.files.length,
    };
  }
  const lazy = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js') && !initialFiles.has(file) && !localeFiles.has(file))
    .map((file) => ({ file, ...sizes(file) }))
    .sort((a, b) => b.gzip - a.gzip);
  return { pages, largestLazy: lazy[0] ?? null, lazyChunks: lazy.length };
}

function main() {
  const report = measureWebBuild();
  const json = process.argv.includes('--json');
  if (json) console.log(JSON.stringify(report, null, 2));
  // With --json, stdout is the report alone; the summary goes to stderr.
  const say = json ? console.error : console.log;
  const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
  const failures = [];
  for (const [page, { js, code, strings, css, chunks }] of Object.entries(report.pages)) {
    say(
      `${page.padEnd(8)} initial JS ${kb(js.gzip)} gzip (code ${kb(code.gzip)} + ${strings.language} strings ${kb(strings.gzip)}), ${kb(js.brotli)} brotli, ${kb(js.raw)} raw in ${chunks} chunks; CSS ${kb(css.gzip)} gzip   budget ${kb(BUDGET.initialJs)} gzip`,
    );
    if (js.gzip > BUDGET.initialJs)
      failures.push(`${page}: initial JS ${kb(js.gzip)} > ${kb(BUDGET.initialJs)}`);
  }
  const lazy = report.largestLazy;
  if (lazy) {
    say(
      `largest lazy chunk ${lazy.file}: ${kb(lazy.gzip)} gzip, ${kb(lazy.brotli)} brotli   budget ${kb(BUDGET.lazyChunk)} gzip (${report.lazyChunks} lazy chunks)`,
    );
    if (lazy.gzip > BUDGET.lazyChunk)
      failures.push(`lazy chunk ${lazy.file}: ${kb(lazy.gzip)} > ${kb(BUDGET.lazyChunk)}`);
  }
  if (process.argv.includes('--check') && failures.length > 0) {
    console.error(`Over budget:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
