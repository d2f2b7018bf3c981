import { slugify } from '@ailab/core/text/slugify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findCourseBySlug } from './courses.repository';

/**
 * A free slug for a new course, derived from its title: the title's words, with `-2`, `-3`… when taken. It is
 * kept when the title changes later, so shared links stay valid (issue 25, item 9).
 */
export async function courseSlugFor(db: Kysely<Database>, title: string): Promise<string> {
  const base = slugify(title, { minLength: 2, fallback: 'course' });
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await findCourseBySlug(db, candidate))) return candidate;
  }
}
