// What the CLI bundle splits off and which strings it keeps, read from the sources themselves,
// so that a domain's new command, service or Ink screen needs no edit to the build script:
// - every module under src/services/ or src/ui/ that some file imports with `import()` is
//   built as its own on-demand module (dist/lazy/<name>.js);
// - every locale namespace a CLI source names in a `t('<namespace>:…')` literal is kept.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';

const DYNAMIC_IMPORT = /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const NAMESPACED_KEY = /\bt\(\s*['"`]([a-z][a-z-]*):/g;
/** The folders whose modules are loaded on demand when imported with `import()`. */
const ON_DEMAND_FOLDERS = [join('src', 'services'), join('src', 'ui')];

function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

function resolveSource(from, specifier) {
  const base = resolve(dirname(from), specifier).replace(/\.js$/, '');
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // try the next extension
    }
  }
  throw new Error(`${relative(process.cwd(), from)}: cannot resolve import('${specifier}')`);
}

/**
 * The on-demand modules: `{ <file name without extension>: <path> }` for every
 * module under the on-demand folders that the CLI imports with `import()`.
 * Two such modules with one name would collide in dist/lazy: refused.
 */
export function onDemandModules(root) {
  const modules = {};
  for (const file of sourceFiles(join(root, 'src'))) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(DYNAMIC_IMPORT)) {
      const target = resolveSource(file, specifier);
      const inFolder = ON_DEMAND_FOLDERS.some((folder) => target.startsWith(`${join(root, folder)}${sep}`));
      if (!inFolder) continue;
      const name = basename(target).replace(/\.tsx?$/, '');
      if (modules[name] && modules[name] !== target)
        throw new Error(`two on-demand modules are named ${name}: ${modules[name]} and ${target}`);
      modules[name] = target;
    }
  }
  return modules;
}

/** The locale namespaces CLI sources name in `t('<namespace>:…')`, among those that exist. */
export function namespacesInSources(root, localeFolder) {
  const existing = new Set(readdirSync(localeFolder).map((file) => file.replace(/\.json$/, '')));
  const found = new Set();
  for (const file of sourceFiles(join(root, 'src')))
    for (const [, namespace] of readFileSync(file, 'utf8').matchAll(NAMESPACED_KEY))
      if (existing.has(namespace)) found.add(namespace);
  return found;
}

/**
 * The subtrees of a namespace only other programs read: `web` (the web app's strings) and `email` (the server's
 * emails). Answers, per namespace, those that no CLI or core source names as `'<namespace>:<subtree>.'` (the news
 * screen, for one, reads `news:web.`), so the build can leave them out.
 */
export function unreadSubtrees(root, localeFolder) {
  const sources = [join(root, 'src'), join(root, '..', 'core', 'src')]
    .flatMap((folder) => sourceFiles(folder))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const unread = {};
  for (const file of readdirSync(localeFolder)) {
    const namespace = file.replace(/\.json$/, '');
    const tree = JSON.parse(readFileSync(join(localeFolder, file), 'utf8'));
    unread[namespace] = ['web', 'email'].filter(
      (subtree) => subtree in tree && !new RegExp(`['"\`]${namespace}:${subtree}\\.`).test(sources),
    );
  }
  return unread;
}
