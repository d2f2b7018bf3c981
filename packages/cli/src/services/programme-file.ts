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

/** Optional keys: the cohort team (absent keeps the stored one; written only when one is named). */
const OPTIONAL_FILE_KEYS = ['cohort_team_id'] as const;

export type ProgrammeFile = Record<(typeof PROGRAMME_FILE_KEYS)[number], unknown> & {
  slug: string;
  cohort_team_id?: unknown;
};

/** A stored programme as a file holds it (`ailab programme export`): its settings, never its counts or id. */
export function programmeToFile(programme: AdminProgramme): ProgrammeFile {
  const file = Object.fromEntries(PROGRAMME_FILE_KEYS.map((key) => [key, programme[key]])) as ProgrammeFile;
  return programme.cohort_team_id ? { ...file, cohort_team_id: programme.cohort_team_id } : file;
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
  const known: readonly string[] = [...PROGRAMME_FILE_KEYS, ...OPTIONAL_FILE_KEYS];
  const unknown = Object.keys(value).filter((key) => !known.includes(key));
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
  const { cohort_team_id: cohort, ...rest } = programmeToFile(stored);
  // A file that leaves out the cohort keeps the stored one, so it is not a difference.
  const current = file.cohort_team_id === undefined ? rest : { ...rest, cohort_team_id: cohort ?? null };
  return canonical(normal(file)) === canonical(normal(current as ProgrammeFile));
}

/** JSON with object keys in order, so equal settings compare equal whatever order a file lists them in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}
