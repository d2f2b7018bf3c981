import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { isStartupSlugTaken } from './startups.repository';

/** A URL slug from a name: lower-case ASCII words joined by hyphens. */
export function slugifyName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 70)
    .replace(/-+$/, '');
  return slug.length >= 2 ? slug : `startup-${slug || 'new'}`;
}

/** A free slug for a new startup: its name's, with `-2`, `-3`… when taken. */
export async function freeStartupSlug(db: Kysely<Database>, name: string): Promise<string> {
  const base = slugifyName(name);
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await isStartupSlugTaken(db, candidate))) return candidate;
  }
}
