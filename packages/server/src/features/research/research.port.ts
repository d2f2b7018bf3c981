import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

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
  const rows = await db
    .selectFrom('industries')
    .innerJoin('industry_groups', 'industry_groups.id', 'industries.group_id')
    .select([
      'industries.id as id',
      'industries.slug as slug',
      'industries.name as name',
      'industry_groups.slug as group_slug',
      'industry_groups.name as group_name',
    ])
    .where('industries.slug', 'in', [...new Set(slugs)])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    group: { slug: row.group_slug, name: row.group_name },
  }));
}
