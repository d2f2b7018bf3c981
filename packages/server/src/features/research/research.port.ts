import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { industriesQuery } from './industries.repository';

/** An industry of the catalogue as other domains see it. */
export interface IndustryRef {
  id: string;
  slug: string;
  name: string;
  group: { slug: string; name: string };
}

/**
 * The catalogue's industries with these slugs (unknown slugs are simply absent), for domains that
 * store industries of their own records (applications, startups) and must validate the slugs.
 */
export async function findIndustriesBySlugs(
  db: Kysely<Database>,
  slugs: readonly string[],
): Promise<IndustryRef[]> {
  if (slugs.length === 0) return [];
  const rows = await industriesQuery(db)
    .where('industries.slug', 'in', [...new Set(slugs)])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    group: { slug: row.group_slug, name: row.group_name },
  }));
}

/**
 * The news tags of the industries a member follows: each industry's slug and the longer words of it
 * (`clinical-diagnostics` → `clinical-diagnostics`, `clinical`, `diagnostics`), as the daily brief
 * matches news. Empty when they follow none.
 */
export async function followedIndustryTags(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('industry_follows')
    .innerJoin('industries', 'industries.id', 'industry_follows.industry_id')
    .select('industries.slug')
    .where('industry_follows.user_id', '=', userId)
    .orderBy('industries.slug')
    .execute();
  return [
    ...new Set(rows.flatMap((row) => [row.slug, ...row.slug.split('-').filter((word) => word.length > 3)])),
  ];
}
