import { MARKET_SECTION_KEYS, type MarketSectionKey } from '@ailab/core/contract/research/industries.schemas';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { type IndustryRecord, industriesQuery } from './industries.repository';

/** An industry of the catalogue as other domains see it. */
export interface IndustryRef {
  id: string;
  slug: string;
  name: string;
  group: { slug: string; name: string };
}

function toIndustryRef(row: IndustryRecord): IndustryRef {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    group: { slug: row.group_slug, name: row.group_name },
  };
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
  return rows.map(toIndustryRef);
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

/** An industry's market overview as another domain drafts from it: its name and sections in reading order. */
export interface IndustryOverview {
  slug: string;
  name: string;
  sections: { title: string; body: string }[];
}

/**
 * The market overviews of the catalogue's industries with these slugs (unknown slugs are absent), each
 * section in reading order: what the startup studio's drafting reads of the industry's market.
 */
export async function findIndustryOverviews(
  db: Kysely<Database>,
  slugs: readonly string[],
): Promise<IndustryOverview[]> {
  const industries = await findIndustriesBySlugs(db, slugs);
  if (industries.length === 0) return [];
  const sections = await db
    .selectFrom('industry_sections')
    .select(['industry_id', 'key', 'title', 'body'])
    .where(
      'industry_id',
      'in',
      industries.map((industry) => industry.id),
    )
    .execute();
  const order = (key: string) => MARKET_SECTION_KEYS.indexOf(key as MarketSectionKey);
  return industries.map((industry) => ({
    slug: industry.slug,
    name: industry.name,
    sections: sections
      .filter((section) => section.industry_id === industry.id && section.body.trim() !== '')
      .sort((a, b) => order(a.key) - order(b.key))
      .map((section) => ({ title: section.title, body: section.body })),
  }));
}

/** Every industry of the catalogue with its group, in the catalogue's order (for pickers in other domains). */
export async function industryOptions(db: Kysely<Database>): Promise<IndustryRef[]> {
  const rows = await industriesQuery(db)
    .orderBy('industry_groups.position')
    .orderBy('industries.position')
    .orderBy('industries.slug')
    .execute();
  return rows.map(toIndustryRef);
}

/**
 * Adds an industry another domain vouched for (an accepted proposal) to a group of the catalogue, with no
 * overview yet. Answers `exists` when the slug is taken and `no_group` when the group is unknown.
 */
export async function addCatalogueIndustry(
  trx: Transaction<Database>,
  industry: { slug: string; name: string; groupSlug: string; at: Date },
): Promise<'created' | 'exists' | 'no_group'> {
  const group = await trx
    .selectFrom('industry_groups')
    .select('id')
    .where('slug', '=', industry.groupSlug)
    .executeTakeFirst();
  if (!group) return 'no_group';
  const taken = await trx
    .selectFrom('industries')
    .select('id')
    .where('slug', '=', industry.slug)
    .executeTakeFirst();
  if (taken) return 'exists';
  const top = await trx
    .selectFrom('industries')
    .select((eb) => eb.fn.max<number | null>('position').as('top'))
    .executeTakeFirst();
  const at = industry.at.toISOString();
  await trx
    .insertInto('industries')
    .values({
      id: crypto.randomUUID(),
      group_id: group.id,
      slug: industry.slug,
      name: industry.name,
      summary: '',
      position: Number(top?.top ?? -1) + 1,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return 'created';
}
