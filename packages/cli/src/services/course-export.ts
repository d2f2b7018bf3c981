import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { CourseBundle } from '@ailab/core/contract/learning/bundle.schemas';
import { loadYaml } from '../io/load-yaml';

/** The record of what an export wrote, kept in the folder so the next export knows its own files. */
export const EXPORT_MANIFEST = '.ailab-export.json';

const FORMAT_FILE = /^(units\/[^/]+\.md|quizzes\/[^/]+\.yaml|course\.yaml)$/;

interface Manifest {
  course_slug: string;
  files: Record<string, string>;
}

/** Why an export stopped before touching the folder. */
export type ExportRefusal = { kind: 'foreign'; replaces: string[] } | { kind: 'changed'; files: string[] };

/** What an export did: the files it wrote, and what it replaced or removed that a person should know of. */
export interface ExportResult {
  files: string[];
  /** Files the export did not write that it overwrote (only with `force`). */
  replaced: string[];
  /** Files an earlier export of the course wrote that the course no longer has. */
  removed: string[];
  /** Files in the course format that the export did not write and left alone (course import reads them). */
  leftInPlace: string[];
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The course in the folder format: `course.yaml`, `units/NN-slug.md`, `quizzes/<slug>.yaml`, in that order. */
export async function renderCourseFolder(bundle: CourseBundle): Promise<Map<string, string>> {
  const { stringify } = await loadYaml();
  const files = new Map<string, string>([['course.yaml', stringify(bundle.course, { lineWidth: 0 })]]);
  const width = Math.max(2, String(bundle.units.length).length);
  for (const [index, unit] of bundle.units.entries()) {
    const front = stringify(
      { title: unit.title, estimated_minutes: unit.estimated_minutes },
      { lineWidth: 0 },
    );
    files.set(
      `units/${String(index + 1).padStart(width, '0')}-${unit.slug}.md`,
      `---\n${front}---\n${unit.content}`,
    );
    if (unit.quiz) files.set(`quizzes/${unit.slug}.yaml`, stringify(unit.quiz, { lineWidth: 0 }));
  }
  return files;
}

async function readOrNull(path: string): Promise<string | null> {
  return readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'EISDIR') return null;
    throw error;
  });
}

async function entriesOf(dir: string): Promise<string[]> {
  return readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
}

async function readManifest(dir: string): Promise<Manifest | null> {
  const text = await readOrNull(join(dir, EXPORT_MANIFEST));
  if (text === null) return null;
  try {
    const parsed = JSON.parse(text) as Partial<Manifest>;
    if (typeof parsed.course_slug !== 'string' || typeof parsed.files !== 'object' || parsed.files === null)
      return null;
    return { course_slug: parsed.course_slug, files: parsed.files };
  } catch {
    return null;
  }
}

/** The course-format files already in the folder (what `course import` would read). */
async function formatFilesIn(dir: string): Promise<string[]> {
  const nested = await Promise.all(
    ['units', 'quizzes'].map(async (sub) =>
      (await entriesOf(join(dir, sub))).map((name) => `${sub}/${name}`),
    ),
  );
  return ['course.yaml', ...nested.flat()].filter((path) => FORMAT_FILE.test(path));
}

/**
 * Writes a course into `dir` without losing anything the export did not write:
 * - an empty or missing folder is written;
 * - a folder holding an earlier export of the same course (its manifest) gets the new files, and the files that
 *   export wrote and the course no longer has are removed; a file changed since that export stops it (`changed`);
 * - any other non-empty folder stops it (`foreign`, with the files it would replace).
 * `force` goes ahead in both cases; it still deletes only files an earlier export of the course wrote.
 * Nothing is touched when it refuses.
 */
export async function exportCourseFolder(
  dir: string,
  bundle: CourseBundle,
  force: boolean,
): Promise<{ ok: true; result: ExportResult } | { ok: false; refusal: ExportRefusal }> {
  const target = await renderCourseFolder(bundle);
  const entries = (await entriesOf(dir)).filter((name) => name !== EXPORT_MANIFEST);
  const manifest = await readManifest(dir);
  const sameCourse = manifest !== null && manifest.course_slug === bundle.course.slug;
  const current = new Map<string, string>();
  for (const path of new Set([...target.keys(), ...Object.keys(sameCourse ? manifest.files : {})])) {
    const text = await readOrNull(join(dir, path));
    if (text !== null) current.set(path, text);
  }
  const ours = (path: string) => sameCourse && manifest.files[path] === sha256(current.get(path) ?? '');
  const overwritten = [...target.keys()].filter(
    (path) => current.has(path) && current.get(path) !== target.get(path),
  );
  const stale = sameCourse
    ? Object.keys(manifest.files).filter((path) => !target.has(path) && current.has(path))
    : [];
  const replaced = overwritten.filter((path) => !ours(path));
  if (entries.length > 0 && !sameCourse && !force)
    return { ok: false, refusal: { kind: 'foreign', replaces: replaced } };
  const changed = [...replaced, ...stale.filter((path) => !ours(path))];
  if (sameCourse && changed.length > 0 && !force)
    return { ok: false, refusal: { kind: 'changed', files: changed } };

  for (const path of stale) await rm(join(dir, path), { force: true });
  for (const [path, text] of target) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  const files = [...target.keys()];
  const manifestOut: Manifest = {
    course_slug: bundle.course.slug,
    files: Object.fromEntries(files.map((path) => [path, sha256(target.get(path) ?? '')])),
  };
  await writeFile(join(dir, EXPORT_MANIFEST), `${JSON.stringify(manifestOut, null, 2)}\n`);
  const leftInPlace = (await formatFilesIn(dir)).filter((path) => !target.has(path));
  return { ok: true, result: { files, replaced, removed: stale, leftInPlace } };
}
