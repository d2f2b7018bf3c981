import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';
// Relative, not `@ailab/core/...`: Vite's config loader leaves package imports to Node, which
// cannot load core's TypeScript sources.
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../core/src/i18n/languages';
import { COLOR_MODE_STORAGE_KEY, LANGUAGE_STORAGE_KEY } from '../../../core/src/layout/layout-constants';
import { SESSION_KEYS } from '../../../core/src/session/session';
import { APP_ROOT_ID, BOOT_SHELL_ID } from '../lib/boot-shell';
import { localeTranslator, type Translate } from './boot-shells';

/** What one public page loads before its first paint: route modules (relative to the web package) and strings. */
export interface BootPage {
  modules: readonly string[];
  namespaces: readonly string[];
  /** The static markup painted before the app runs (build/boot-shells.ts), in one language. */
  shell?: (t: Translate) => string;
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

/** A chunk and everything it imports statically, minus the entry (the page's own script tag loads it). */
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

/**
 * The inline script after `<title>`, before the stylesheet (a script after a stylesheet waits
 * for it) and the entry: runs before anything paints, so it (1) applies the
 * stored colour mode (no flash of light before dark; same rule as lib/color-mode.ts) and the
 * stored language to `<html>` (same rule as lib/i18n.ts's readStoredLanguage), and (2) adds
 * `modulepreload` links for what the entry would otherwise discover one round trip at a time:
 * the API client, the current public page's route chunks and its strings in that language.
 */
export function bootScript(data: ReturnType<typeof bootData>): string {
  const settings = {
    colorModeKey: COLOR_MODE_STORAGE_KEY,
    languageKey: LANGUAGE_STORAGE_KEY,
    languages: LANGUAGES,
    defaultLanguage: DEFAULT_LANGUAGE,
  };
  // Plain ES5-level code: it runs unbundled, before the app, in every supported browser.
  return `(function (s, d) {
  var read = function (key) { try { return localStorage.getItem(key); } catch (e) { return null; } };
  var root = document.documentElement;
  var dark = read(s.colorModeKey) === 'dark';
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  var stored = read(s.languageKey);
  var language = s.languages.indexOf(stored) >= 0 ? stored : s.defaultLanguage;
  root.lang = language;
  var path = location.pathname.replace(/\\/+$/, '') || '/';
  var page = d.pages[path];
  var files = page ? d.every.concat(page.files, page.strings[language]) : d.every;
  for (var i = 0; i < files.length; i++) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = files[i];
    document.head.appendChild(link);
  }
})(${scriptJson(settings)}, ${scriptJson(data)});`;
}

/** Each page's shell in each language. */
export function shellData(options: BootScriptOptions): Record<string, Record<string, string>> {
  const translators = Object.fromEntries(
    LANGUAGES.map((language) => [language, localeTranslator(options.localesDir, language)]),
  );
  return Object.fromEntries(
    Object.entries(options.pages).flatMap(([path, page]) => {
      const shell = page.shell;
      if (!shell) return [];
      return [
        [
          path,
          Object.fromEntries(
            LANGUAGES.map((language) => [language, shell(translators[language] ?? ((key: string) => key))]),
          ),
        ],
      ];
    }),
  );
}

/**
 * The inline script at the end of `<body>`: paints the page's static shell (not for a stored
 * session: the signed-in header differs) and starts the app. With a shell, the app's entry
 * (already downloading through its modulepreload) runs after that first paint, so evaluating
 * the app's JavaScript never holds the shell back.
 */
export function startScript(shells: Record<string, Record<string, string>>, entry: string): string {
  const settings = { shellId: BOOT_SHELL_ID, rootId: APP_ROOT_ID, tokenKey: SESSION_KEYS.authToken, entry };
  return `(function (s, shells) {
  var start = function () {
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = s.entry;
    document.head.appendChild(script);
  };
  var token = null;
  try { token = localStorage.getItem(s.tokenKey); } catch (e) {}
  var path = location.pathname.replace(/\\/+$/, '') || '/';
  var html = shells[path] && !token ? shells[path][document.documentElement.lang] : undefined;
  if (!html) return start();
  var shell = document.createElement('div');
  shell.id = s.shellId;
  shell.innerHTML = html;
  document.body.insertBefore(shell, document.body.firstChild);
  document.getElementById(s.rootId).hidden = true;
  requestAnimationFrame(function () { setTimeout(start, 0); });
})(${scriptJson(settings)}, ${scriptJson(shells)});`;
}

const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

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
        return html
          .replace('</title>', `</title>\n    <script>${bootScript(data)}</script>`)
          .replace(entry[0], `<link rel="modulepreload" crossorigin href="${entry[1]}">`)
          .replace(root, `${root}\n    <script>${startScript(shellData(options), entry[1])}</script>`);
      },
    },
  };
}
