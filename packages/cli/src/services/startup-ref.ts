import type { ApiClient } from '@ailab/core/client/create-client';
import { NotFoundError } from '../errors/cli-errors';
import type { Translate } from '../i18n/translator';
import { fetchList } from './list-pages';
import { isUuid } from './uuid-ref';

/**
 * A startup's id from what a person typed: its id, or its slug (issue 24 item 17: every noun takes its natural key
 * where it takes an id). The `startup` commands act on the caller's own startups, so the slug is looked up among
 * them. An unknown slug is "not found" (exit 3) naming it.
 */
export async function resolveStartupId(api: ApiClient, value: string, t: Translate): Promise<string> {
  const text = value.trim();
  if (isUuid(text)) return text;
  const slug = text.toLowerCase();
  const mine = await fetchList(api.userBusiness.listing, {}, { all: true });
  const found = mine.items.find((startup) => startup.slug === slug);
  if (!found) throw new NotFoundError(t('startups:cli.notFound', { startup: text }));
  return found.id;
}
