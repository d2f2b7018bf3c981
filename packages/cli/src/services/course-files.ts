import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CourseBundleInput } from '@ailab/core/contract/learning/bundle.schemas';
import { loadYaml } from '../io/load-yaml';

const UNIT_FILE = /^(\d+)-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** A course folder could not be read; `file` names the culprit. */
export class CourseFolderError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(`${file}: ${message}`);
    this.name = 'CourseFolderError';
  }
}

/**
 * The folder's keys in the wire's snake_case, at any depth: folders written before the wire went
 * snake_case (`estimatedMinutes`, `passPercent`, `correctOptionIds`) still import. Only keys change;
 * the format has no keys a person names, and text lives in values.
 */
function snakeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
      snakeKeys(field),
    ]),
  );
}

function asObject(value: unknown, file: string): Record<string, unknown> {
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw new CourseFolderError(file, 'expected a YAML mapping');
  return snakeKeys(value) as Record<string, unknown>;
}

async function readYaml(
  parse: (text: string) => unknown,
  path: string,
  file: string,
): Promise<Record<string, unknown>> {
  try {
    return asObject(parse(await readFile(path, 'utf8')), file);
  } catch (error) {
    if (error instanceof CourseFolderError) throw error;
    throw new CourseFolderError(file, (error as Error).message);
  }
}

async function listOrEmpty(dir: string): Promise<string[]> {
  return readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
}

/** Which file each unit of a read bundle came from, in the bundle's order (for naming a refused field's file). */
export interface CourseFolderFiles {
  units: { file: string; quiz: string | null }[];
}

/**
 * Reads a course folder: `course.yaml` (course fields, Markdown `description`),
 * `units/NN-slug.md` in NN order (YAML front matter `title`, `estimated_minutes`; the
 * rest is the unit's Markdown), and `quizzes/<unit-slug>.yaml`. The server validates the result.
 */
export async function readCourseFolder(dir: string): Promise<CourseBundleInput> {
  return (await readCourseFolderWithFiles(dir)).bundle;
}

/** {@link readCourseFolder}, plus the file each unit and quiz was read from. */
export async function readCourseFolderWithFiles(
  dir: string,
): Promise<{ bundle: CourseBundleInput; files: CourseFolderFiles }> {
  const { parse } = await loadYaml();
  const course = await readYaml(parse, join(dir, 'course.yaml'), 'course.yaml');
  const unitFiles = (await listOrEmpty(join(dir, 'units'))).filter((name) => name.endsWith('.md')).sort();
  const quizFiles = new Set(
    (await listOrEmpty(join(dir, 'quizzes'))).filter((name) => name.endsWith('.yaml')),
  );
  const units = [];
  const files: CourseFolderFiles = { units: [] };
  for (const name of unitFiles) {
    const file = `units/${name}`;
    const match = UNIT_FILE.exec(name);
    if (!match?.[2]) throw new CourseFolderError(file, 'name units NN-slug.md, e.g. 01-why-evaluate.md');
    const slug = match[2];
    const text = await readFile(join(dir, 'units', name), 'utf8');
    const front = FRONT_MATTER.exec(text);
    let meta: Record<string, unknown> = {};
    try {
      meta = front ? asObject(parse(front[1] ?? ''), file) : {};
    } catch (error) {
      throw new CourseFolderError(file, (error as Error).message);
    }
    const quizName = `${slug}.yaml`;
    const quiz = quizFiles.has(quizName)
      ? await readYaml(parse, join(dir, 'quizzes', quizName), `quizzes/${quizName}`)
      : null;
    quizFiles.delete(quizName);
    files.units.push({ file, quiz: quiz ? `quizzes/${quizName}` : null });
    units.push({ ...meta, slug, content: front ? text.slice(front[0].length) : text, quiz });
  }
  const [stray] = quizFiles;
  if (stray) throw new CourseFolderError(`quizzes/${stray}`, 'no unit has this slug');
  return { bundle: { course, units } as CourseBundleInput, files };
}
