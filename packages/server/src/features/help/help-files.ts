import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';

/** One help file: its slug (the name without order prefix and extension) and its file name. */
export interface HelpFile {
  slug: string;
  file: string;
}

const FILE_NAME = /^(?:\d+-)?([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;

/** The help files of one language, in file-name order; none when the folder is missing. */
export async function listHelpFiles(root: string, language: string): Promise<HelpFile[]> {
  const names = await readdir(join(root, language)).catch(() => [] as string[]);
  return names.sort().flatMap((file) => {
    const slug = FILE_NAME.exec(file)?.[1];
    return slug ? [{ slug, file }] : [];
  });
}

/**
 * Reads one help file. Slugs are already restricted by the contract; the
 * resolved path is checked to stay inside the language folder all the same.
 */
export async function readHelpFile(
  root: string,
  language: string,
  file: string,
): Promise<string | undefined> {
  const folder = resolve(root, language);
  const path = resolve(folder, file);
  const inside = relative(folder, path);
  if (inside.startsWith('..') || inside.includes(sep) || inside === '') return undefined;
  return readFile(path, 'utf8').catch(() => undefined);
}

/** A Markdown page's title: its first level-one heading, or the slug. */
export function titleOf(markdown: string, slug: string): string {
  return /^#\s+(.+)$/m.exec(markdown)?.[1]?.trim() ?? slug;
}
