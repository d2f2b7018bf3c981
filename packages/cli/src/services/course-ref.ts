import type { ApiClient } from '@ailab/core/client/create-client';
import { NotFoundError } from '../errors/cli-errors';
import type { Translate } from '../i18n/translator';
import { fetchList } from './list-pages';
import { isUuid } from './uuid-ref';

/**
 * A course's id from what a person typed: its id, or its slug (issue 24 item 17: events took a slug, courses only a
 * UUID). An unknown slug is "not found" (exit 3) naming it.
 */
export async function resolveCourseId(api: ApiClient, value: string, t: Translate): Promise<string> {
  const text = value.trim();
  if (isUuid(text)) return text;
  const page = await fetchList(api.adminCourses.listing, {}, { all: true });
  const found = page.items.find((course) => course.slug === text.toLowerCase());
  if (!found) throw new NotFoundError(t('learning:cli.courseNotFound', { course: text }));
  return found.id;
}
