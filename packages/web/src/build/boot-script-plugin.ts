import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';
// Relative, not `@ailab/core/...`: Vite's config loader leaves package imports to Node, which
// cannot load core's TypeScript sources.
import { HOMES, type Home } from '../../../core/src/homes/choose-home';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../core/src/i18n/languages';
import { COLOR_MODE_STORAGE_KEY, LANGUAGE_STORAGE_KEY } from '../../../core/src/layout/layout-constants';
import { SESSION_KEYS } from '../../../core/src/session/session';
import { APP_ROOT_ID, BOOT_SHELL_ID } from '../lib/boot-shell';
import { type ShellText, shellText } from './boot-shells';

/** What one public page loads before its first paint: route modules (relative to the web package) and strings. */
export interface BootPage {
  modules: readonly string[];
  namespaces: readonly string[];
  /** The static markup painted before the app runs (build/boot-shells.ts), in one language. */
  shell?: (text: ShellText, home?: Home) => string;
  /** Whether the shell differs by public home (the server names it on `<html data-home>`). */
  byHome?: boolean;
}

export interface BootScriptOptions {
  /** By path name (`/`, `/login`). */
  pages: Readonly<Record<string, BootPage>>;
  /** Modules every page asks for as soon as it renders (the API client). */
  everyPage: readonly string[];
  /** The chunk name of one language's namespace, as `manualChunks` names it. */
  stringsChunk: (language: string, namespace: string) => string;
  /** The repository's `locales/` directory. */
  localesDir: string;
}

/** JSON safe inside an inline <script> (no `</script>` can end it early). */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
}

/** The chunk that holds a source module (its own, or one Rollup merged it into), by a path ending. */
function chunkOfModule(chunks: readonly OutputChunk[], module: string): OutputChunk {
  const suffix = `/${module.replace(/^(\.\.\/)+/, '')}`;
  const found =
    chunks.find((chunk) => chunk.facadeModuleId?.endsWith(suffix)) ??
    chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(suffix)));
  if (!found) throw new Error(`boot script: no chunk is the facade of ${module}`);
  return found;
}

/** A chunk and everything it imports statically, minus the entry (the start function adds it last). */
function staticClosure(chunks: readonly OutputChunk[], roots: readonly OutputChunk[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (chunk.isEntry || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  for (const root of roots) visit(root);
  return [...seen];
}

/** The page-independent data of the boot script: chunk files per page and per language. */
export function bootData(
  bundle: OutputBundle,
  base: string,
  options: BootScriptOptions,
  /** Files the page's HTML already loads or preloads. */
  inHtml: (url: string) => boolean,
) {
  const chunks = chunksOf(bundle);
  const url = (file: string) => `${base}${file}`;
  const closure = (modules: readonly string[], skip: readonly string[] = []) =>
    staticClosure(
      chunks,
      modules.map((module) => chunkOfModule(chunks, module)),
    )
      .map(url)
      .filter((file) => !inHtml(file) && !skip.includes(file));
  const every = closure(options.everyPage);
  const stringsFile = (language: string, namespace: string) => {
    const name = options.stringsChunk(language, namespace);
    const chunk = chunks.find((each) => each.name === name);
    if (!chunk) throw new Error(`boot script: no chunk named ${name}`);
    return url(chunk.fileName);
  };
  const pages = Object.fromEntries(
    Object.entries(options.pages).map(([path, page]) => [
      path,
      {
        files: closure(page.modules, every),
        strings: Object.fromEntries(
          LANGUAGES.map((language) => [
            language,
            page.namespaces.map((namespace) => stringsFile(language, namespace)),
          ]),
        ),
      },
    ]),
  );
  return { every, pages };
}

/** What the scripts start the app with: its entry, the chunks to preload first, by page. */
export type StartData = ReturnType<typeof bootData> & { entry: string; preloads: readonly string[] };

/**
 * `start(d, path, language)`: preloads what the entry would otherwise discover one round trip
 * at a time (Vite's own preloads, the API client, the page's route chunks and its strings in
 * that language), then adds the entry. Plain ES5: it runs unbundled, before the app.
 */
const START_FUNCTION = `var start = function (d, path, language) {
    var page = d.pages[path];
    var files = d.preloads.concat(d.every, page ? page.files.concat(page.strings[language]) : []);
    for (var i = 0; i < files.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = files[i];
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = d.entry;
    document.head.appendChild(script);
  };`;

const PATH_EXPRESSION = "location.pathname.replace(/\\/+$/, '') || '/'";

/**
 * The inline script after `<title>`, before the stylesheet (a script after a stylesheet waits
 * for it): runs before anything paints. It applies the stored colour mode (no flash of light
 * before dark; same rule as lib/color-mode.ts) and the stored language to `<html>` (same rule
 * as lib/i18n.ts's readStoredLanguage), then starts the app at once, unless the page has a
 * static shell to paint first (the script at the end of `<body>` starts it then).
 */
export function bootScript(data: StartData, shellPaths: readonly string[]): string {
  const settings = {
    colorModeKey: COLOR_MODE_STORAGE_KEY,
    languageKey: LANGUAGE_STORAGE_KEY,
    tokenKey: SESSION_KEYS.authToken,
    languages: LANGUAGES,
    defaultLanguage: DEFAULT_LANGUAGE,
    shellPaths,
  };
  return `(function (s, d) {
  ${START_FUNCTION}
  var read = function (key) { try { return localStorage.getItem(key); } catch (e) { return null; } };
  var root = document.documentElement;
  var dark = read(s.colorModeKey) === 'dark';
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  var stored = read(s.languageKey);
  var language = s.languages.indexOf(stored) >= 0 ? stored : s.defaultLanguage;
  root.lang = language;
  var path = ${PATH_EXPRESSION};
  if (read(s.tokenKey) || s.shellPaths.indexOf(path) < 0) start(d, path, language);
})(${scriptJson(settings)}, ${scriptJson(data)});`;
}

/** Each page's shell in each language: markup, or markup by home (`''` when the page names none). */
export function shellData(
  options: BootScriptOptions,
): Record<string, Record<string, string | Record<string, string>>> {
  const forLanguage = (page: BootPage, shell: NonNullable<BootPage['shell']>, language: string) => {
    const t = shellText(options.localesDir, language);
    if (!page.byHome) return shell(t);
    return Object.fromEntries([['', shell(t)], ...HOMES.map((home) => [home, shell(t, home)])]);
  };
  return Object.fromEntries(
    Object.entries(options.pages).flatMap(([path, page]) => {
      const shell = page.shell;
      if (!shell) return [];
      return [
        [
          path,
          Object.fromEntries(LANGUAGES.map((language) => [language, forLanguage(page, shell, language)])),
        ],
      ];
    }),
  );
}

/**
 * The inline script at the end of `<body>`, for the pages with a static shell (not with a
 * stored session: the signed-in header differs): paints the shell in the page's language (and
 * home, named by the server on `<html data-home>`), hides #root behind it, and starts the app
 * only after that paint. The app's JavaScript then neither competes with the stylesheet for
 * the network nor holds the first paint back; the shell's links work meanwhile.
 */
export function shellScript(shells: ReturnType<typeof shellData>, data: StartData): string {
  const settings = { shellId: BOOT_SHELL_ID, rootId: APP_ROOT_ID, tokenKey: SESSION_KEYS.authToken };
  return `(function (s, shells, d) {
  ${START_FUNCTION}
  var token = null;
  try { token = localStorage.getItem(s.tokenKey); } catch (e) {}
  var path = ${PATH_EXPRESSION};
  if (token || !shells[path]) return;
  var language = document.documentElement.lang;
  var variants = shells[path][language];
  var html = typeof variants === 'object' ? variants[document.documentElement.getAttribute('data-home') || ''] || variants[''] : variants;
  if (!html) return start(d, path, language);
  var shell = document.createElement('div');
  shell.id = s.shellId;
  shell.innerHTML = html;
  document.body.insertBefore(shell, document.body.firstChild);
  document.getElementById(s.rootId).hidden = true;
  requestAnimationFrame(function () { setTimeout(function () { start(d, path, language); }, 0); });
})(${scriptJson(settings)}, ${scriptJson(shells)}, ${scriptJson(data)});`;
}

const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** Writes the boot script into the built `index.html` (build only; the dev server needs no preloads). */
export function bootScriptPlugin(options: BootScriptOptions): Plugin {
  let base = '/';
  return {
    name: 'ailab-boot-script',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const data = bootData(context.bundle, base, options, (url) => html.includes(`"${url}"`));
        if (!html.includes('</title>')) throw new Error('boot script: index.html has no <title>');
        const entry = ENTRY_TAG.exec(html);
        if (!entry?.[1]) throw new Error('boot script: index.html has no module entry');
        const root = `<div id="${APP_ROOT_ID}"></div>`;
        if (!html.includes(root)) throw new Error('boot script: index.html has no #root');
        const preloadTags = [...html.matchAll(PRELOAD_TAG)];
        const start: StartData = {
          ...data,
          entry: entry[1],
          preloads: preloadTags.map((tag) => tag[1] ?? ''),
        };
        const shells = shellData(options);
        // The entry and Vite's preloads leave the HTML: the scripts add them when the app starts.
        const withoutScripts = preloadTags.reduce(
          (page, tag) => page.replace(tag[0], ''),
          html.replace(entry[0], ''),
        );
        return withoutScripts
          .replace('</title>', `</title>\n    <script>${bootScript(start, Object.keys(shells))}</script>`)
          .replace(root, `${root}\n    <script>${shellScript(shells, start)}</script>`);
      },
    },
  };
}
