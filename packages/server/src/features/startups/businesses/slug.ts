import { slugify } from '@ailab/core/text/slugify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { isStartupSlugTaken } from './startups.repository';

/** A URL slug from a name: lower-case ASCII words joined by hyphens. */
export function slugifyName(name: string): string {
  return slugify(name, { minLength: 2, fallback: 'startup' });
}

/** A free slug for a new startup: its name's, with `-2`, `-3`… when taken. */
export async function freeStartupSlug(db: Kysely<Database>, name: string): Promise<string> {
  const base = slugifyName(name);
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await isStartupSlugTaken(db, candidate))) return candidate;
  }
}
