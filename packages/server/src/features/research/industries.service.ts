import type {
  GroupItemsBody,
  IndustryGroup,
  IndustryListBody,
  Market,
  MarketSection,
  MarketSectionKey,
} from '@ailab/core/contract/research/industries.schemas';
import { MARKET_SECTION_KEYS, SourceSchema } from '@ailab/core/contract/research/industries.schemas';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { keysetPage, keysetSort } from '../../db/keyset-page';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { findIndustryBySlug, industriesQuery, toIndustry, withFollows } from './industries.repository';
import { latestReportsOf } from './report-cards';
import type { IndustrySectionsTable } from './research.tables';

type ListBody = z.infer<typeof IndustryListBody>;

const Sources = z.array(SourceSchema);

/** The catalogue's industries on the shared list pattern. */
export async function listIndustries(ctx: AppContext, caller: Caller, body: ListBody) {
  const sort = keysetSort(
    'research.industries',
    body.sort,
    'name',
    { name: { expression: sql`lower(industries.name)` } },
    'industries.id',
  );
  let query = industriesQuery(ctx.db);
  if (body.group) query = query.where('industry_groups.slug', '=', body.group);
  if (body.followed !== undefined) {
    const follows = ctx.db
      .selectFrom('industry_follows')
      .select('industry_id')
      .where('user_id', '=', caller.user.id);
    query = body.followed
      ? query.where('industries.id', 'in', follows)
      : query.where('industries.id', 'not in', follows);
  }
  if (body.query)
    query = query.where(
      sql<boolean>`lower(industries.name) like ${`%${body.query.toLowerCase().replace(/[%_\\]/g, '')}%`}`,
    );
  const page = await keysetPage(ctx.db, query, { sort, cursor: body.cursor, limit: body.limit });
  return { ...page, items: await withFollows(ctx.db, caller.user.id, page.items) };
}

/** Every group with the number of its industries, in catalogue order. */
export async function listGroups(ctx: AppContext): Promise<{ items: IndustryGroup[] }> {
  const rows = await ctx.db
    .selectFrom('industry_groups')
    .leftJoin('industries', 'industries.group_id', 'industry_groups.id')
    .select([
      'industry_groups.id',
      'industry_groups.slug',
      'industry_groups.name',
      'industry_groups.description',
      'industry_groups.position',
      (eb) => eb.fn.count<string | number>('industries.id').as('industry_count'),
    ])
    .groupBy([
      'industry_groups.id',
      'industry_groups.slug',
      'industry_groups.name',
      'industry_groups.description',
      'industry_groups.position',
    ])
    .orderBy('industry_groups.position')
    .execute();
  return {
    items: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      description: row.description,
      industry_count: Number(row.industry_count),
    })),
  };
}

/** One group and its industries. */
export async function groupItems(ctx: AppContext, caller: Caller, body: z.infer<typeof GroupItemsBody>) {
  const group = (await listGroups(ctx)).items.find((item) => item.slug === body.group);
  if (!group) throw new AppError('NOT_FOUND');
  const records = await industriesQuery(ctx.db)
    .where('industry_groups.slug', '=', body.group)
    .orderBy('industries.position')
    .orderBy('industries.name')
    .execute();
  return { group, items: await withFollows(ctx.db, caller.user.id, records) };
}

export function toSection(row: IndustrySectionsTable): MarketSection {
  const sources = Sources.safeParse(JSON.parse(row.sources));
  return {
    key: row.key as MarketSectionKey,
    title: row.title,
    body: row.body,
    sources: sources.success ? sources.data : [],
    last_reviewed: row.last_reviewed,
    updated_at: row.updated_at,
  };
}

/** The sections of an industry's overview in reading order. */
export async function sectionsOf(ctx: AppContext, industryId: string): Promise<MarketSection[]> {
  const rows = await ctx.db
    .selectFrom('industry_sections')
    .selectAll()
    .where('industry_id', '=', industryId)
    .execute();
  return rows
    .map(toSection)
    .sort((a, b) => MARKET_SECTION_KEYS.indexOf(a.key) - MARKET_SECTION_KEYS.indexOf(b.key));
}

async function industryOrNotFound(ctx: AppContext, slug: string) {
  const record = await findIndustryBySlug(ctx.db, slug);
  if (!record) throw new AppError('NOT_FOUND');
  return record;
}

/** One industry's market overview. */
export async function marketOverview(ctx: AppContext, caller: Caller, slug: string): Promise<Market> {
  const record = await industryOrNotFound(ctx, slug);
  const [industry] = await withFollows(ctx.db, caller.user.id, [record]);
  return {
    industry: industry ?? toIndustry(record, false),
    sections: await sectionsOf(ctx, record.id),
    latest_reports: await latestReportsOf(ctx.db, record.id, 5),
  };
}

/** One section of an industry's overview. */
export async function marketSection(
  ctx: AppContext,
  slug: string,
  key: MarketSectionKey,
): Promise<MarketSection> {
  const record = await industryOrNotFound(ctx, slug);
  const row = await ctx.db
    .selectFrom('industry_sections')
    .selectAll()
    .where('industry_id', '=', record.id)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return toSection(row);
}

/** Follows or stops following an industry; both are idempotent. */
export async function setFollow(ctx: AppContext, caller: Caller, slug: string, follow: boolean) {
  const record = await industryOrNotFound(ctx, slug);
  if (follow) {
    await ctx.db
      .insertInto('industry_follows')
      .values({ user_id: caller.user.id, industry_id: record.id, created_at: ctx.now().toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'industry_id']).doNothing())
      .execute();
  } else {
    await ctx.db
      .deleteFrom('industry_follows')
      .where('user_id', '=', caller.user.id)
      .where('industry_id', '=', record.id)
      .execute();
  }
  return { industry: toIndustry(record, follow) };
}

/** The industries the caller follows, by name. */
export async function yourIndustries(ctx: AppContext, caller: Caller) {
  const records = await industriesQuery(ctx.db)
    .innerJoin('industry_follows', 'industry_follows.industry_id', 'industries.id')
    .where('industry_follows.user_id', '=', caller.user.id)
    .orderBy('industries.name')
    .execute();
  return { items: records.map((record) => toIndustry(record, true)) };
}
