import { readFile } from 'node:fs/promises';
import type { AdminProgramme } from '@ailab/core/contract/applications/programme.schemas';
import { UsageError } from '../errors/cli-errors';
import type { Translate } from '../i18n/translator';
import { loadYaml } from '../io/load-yaml';

/** The settings of a programme a file holds: what `programme/save` takes, without the id. */
export const PROGRAMME_FILE_KEYS = [
  'slug',
  'title',
  'description',
  'opens_at',
  'closes_at',
  'time_zone',
  'questions',
  'categories',
  'reviews_wanted',
  'phase',
  'templates',
] as const;

export type ProgrammeFile = Record<(typeof PROGRAMME_FILE_KEYS)[number], unknown> & { slug: string };

/** A stored programme as a file holds it (`ailab programme export`): its settings, never its counts or id. */
export function programmeToFile(programme: AdminProgramme): ProgrammeFile {
  return Object.fromEntries(PROGRAMME_FILE_KEYS.map((key) => [key, programme[key]])) as ProgrammeFile;
}

/** A programme file as YAML. */
export async function programmeToYaml(programme: AdminProgramme): Promise<string> {
  const { stringify } = await loadYaml();
  return stringify(programmeToFile(programme), { lineWidth: 0 });
}

/** Reads a programme file (YAML or JSON); the server validates every field of it. */
export async function readProgrammeFile(path: string, t: Translate): Promise<ProgrammeFile> {
  const text = await readFile(path, 'utf8').catch(() => {
    throw new UsageError(t('applications:cli.programme.unreadable', { path }));
  });
  const { parse } = await loadYaml();
  let value: unknown;
  try {
    value = parse(text);
  } catch (error) {
    throw new UsageError(
      t('applications:cli.programme.notYaml', { path, reason: (error as Error).message.split('\n')[0] }),
    );
  }
  if (
    typeof value !== 'object' ||
    value === null ||
    Array.isArray(value) ||
    typeof (value as { slug?: unknown }).slug !== 'string'
  )
    throw new UsageError(t('applications:cli.programme.noSlug', { path }));
  const unknown = Object.keys(value).filter(
    (key) => !(PROGRAMME_FILE_KEYS as readonly string[]).includes(key),
  );
  if (unknown.length > 0)
    throw new UsageError(t('applications:cli.programme.unknownKeys', { path, keys: unknown.join(', ') }));
  return value as ProgrammeFile;
}

/** Whether a stored programme already holds what a file says (instants compared as instants). */
export function sameProgramme(file: ProgrammeFile, stored: AdminProgramme): boolean {
  const normal = (programme: ProgrammeFile) => ({
    ...programme,
    opens_at: Date.parse(String(programme.opens_at)),
    closes_at: Date.parse(String(programme.closes_at)),
  });
  return canonical(normal(file)) === canonical(normal(programmeToFile(stored)));
}

/** JSON with object keys in order, so equal settings compare equal whatever order a file lists them in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}
