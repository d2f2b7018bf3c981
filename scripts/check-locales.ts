// Fails when a locale misses a key of en-US, has a key en-US lacks, uses other {{placeholders}}, or names a
// key twice in one object (JSON.parse keeps the last silently; a merge once left two ALREADY_EXISTS messages).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

const root = join(import.meta.dirname, '..', 'locales');
const reference = 'en-US';
const languages = readdirSync(root).filter((name) => name !== reference);
const problems: string[] = [];
// JSON is YAML; the YAML parser refuses a key repeated in one mapping.
for (const language of [reference, ...languages])
  for (const file of readdirSync(join(root, language)).filter((f) => f.endsWith('.json')))
    for (const error of parseDocument(readFileSync(join(root, language, file), 'utf8')).errors)
      problems.push(`${language}/${file}: ${error.message.split('\n')[0]}`);
for (const file of readdirSync(join(root, reference)).filter((f) => f.endsWith('.json'))) {
  const base = flatten(JSON.parse(readFileSync(join(root, reference, file), 'utf8')));
  for (const language of languages) {
    let other: Map<string, string>;
    try {
      other = flatten(JSON.parse(readFileSync(join(root, language, file), 'utf8')));
    } catch (error) {
      problems.push(`${language}/${file}: ${(error as Error).message}`);
      continue;
    }
    for (const [key, text] of base) {
      const translated = other.get(key);
      if (translated === undefined) problems.push(`${language}/${file}: missing ${key}`);
      else if (placeholders(translated) !== placeholders(text))
        problems.push(
          `${language}/${file}: ${key} uses {{${placeholders(translated)}}}, en-US uses {{${placeholders(text)}}}`,
        );
      else if (translated.trim() === '') problems.push(`${language}/${file}: empty ${key}`);
    }
    for (const key of other.keys()) if (!base.has(key)) problems.push(`${language}/${file}: extra ${key}`);
  }
}
// Every literal `t('namespace:key')` (or a `t(\`namespace:key.${…}\`)` prefix) of the web app and the CLI names
// a string en-US has: a key left behind by a move shows raw in the product (the dashboard's area badge once did).
const referenceTrees = new Map(
  readdirSync(join(root, reference))
    .filter((file) => file.endsWith('.json'))
    .map((file) => [
      file.slice(0, -5),
      JSON.parse(readFileSync(join(root, reference, file), 'utf8')) as Tree,
    ]),
);
function hasKey(namespace: string, key: string): boolean {
  let node: string | Tree | undefined = referenceTrees.get(namespace);
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return false;
    if (part in node) node = node[part];
    else return `${part}_one` in node || `${part}_other` in node;
  }
  return node !== undefined;
}
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}
const packagesDir = join(import.meta.dirname, '..', 'packages');
for (const file of [
  ...sourceFiles(join(packagesDir, 'web', 'src')),
  ...sourceFiles(join(packagesDir, 'cli', 'src')),
]) {
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(/\bt\(\s*(?:'([a-z]+):([\w.]+)'|`([a-z]+):([\w.]+)\.\$\{)/g)) {
    const namespace = match[1] ?? match[3] ?? '';
    const key = match[2] ?? match[4] ?? '';
    if (referenceTrees.has(namespace) && !hasKey(namespace, key))
      problems.push(`${file.slice(packagesDir.length + 1)}: ${namespace}:${key} is not a string of en-US`);
  }
}
if (problems.length > 0) {
  console.error(`Locale check failed (${problems.length}):\n${problems.join('\n')}`);
  process.exitCode = 1;
} else {
  console.log(`Locales complete: ${languages.length + 1} languages agree with ${reference}.`);
}
