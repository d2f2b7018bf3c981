import { RESERVED_EVENT_SLUGS } from '@ailab/core/contract/events/events.schemas';
import type { AppContext } from '../../app-context';
import { isSlugTaken } from './events.repository';

/** A URL slug from a title: lower-case ASCII words joined by hyphens. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 70)
    .replace(/-+$/, '');
  return slug.length >= 3 ? slug : `event-${slug || 'new'}`;
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
