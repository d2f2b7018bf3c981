import { RESERVED_EVENT_SLUGS } from '@ailab/core/contract/events/events.schemas';
import { slugify as slugify_ } from '@ailab/core/text/slugify';
import type { AppContext } from '../../app-context';
import { isSlugTaken } from './events.repository';

/** A URL slug from a title: lower-case ASCII words joined by hyphens. */
export function slugify(title: string): string {
  return slugify_(title, { minLength: 3, fallback: 'event' });
}

/** A free slug for a new event: the title's, with `-2`, `-3`… when taken. */
export async function slugFor(ctx: AppContext, title: string): Promise<string> {
  const base = slugify(title);
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!RESERVED_EVENT_SLUGS.includes(candidate) && !(await isSlugTaken(ctx.db, candidate)))
      return candidate;
  }
}
