import { randomUUID } from 'node:crypto';
import type { DailyBrief, MarketSaveBody } from '@ailab/core/contract/research/market.schemas';
import { DailyBriefSchema } from '@ailab/core/contract/research/market.schemas';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { findNewsTagged } from '../news/news.port';
import { withPublicReportsOnly } from './brief-public-reports';
import { findIndustryBySlug, type IndustryRecord } from './industries.repository';
import { publicReportsQuery, reportCards } from './report-cards';

const DAY_MS = 86_400_000;

/** The UTC day of an instant (YYYY-MM-DD). */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The news tags an industry is known by: its slug and the words of its slug. */
function newsTags(industry: IndustryRecord): string[] {
  return [...new Set([industry.slug, ...industry.slug.split('-').filter((word) => word.length > 3)])];
}

/** Assembles one industry's brief for one day from what the database holds now. */
async function assemble(ctx: AppContext, industry: IndustryRecord, day: string): Promise<DailyBrief> {
  const start = `${day}T00:00:00.000Z`;
  const end = new Date(Date.parse(start) + DAY_MS).toISOString();
  const weekAgo = new Date(Date.parse(start) - 7 * DAY_MS).toISOString();
  const research = await publicReportsQuery(ctx.db)
    .where(
      'research_items.id',
      'in',
      ctx.db.selectFrom('research_industries').select('research_id').where('industry_id', '=', industry.id),
    )
    .where('research_items.published_at', '>=', weekAgo)
    .where('research_items.published_at', '<', end)
    .orderBy('research_items.published_at', 'desc')
    .limit(10)
    .execute();
  const sections = await ctx.db
    .selectFrom('industry_sections')
    .select(['key', 'title', 'updated_at'])
    .where('industry_id', '=', industry.id)
    .where('updated_at', '>=', weekAgo)
    .where('updated_at', '<', end)
    .orderBy('updated_at', 'desc')
    .execute();
  return {
    industry: { slug: industry.slug, name: industry.name },
    day,
    generated_at: ctx.now().toISOString(),
    new_research: await reportCards(ctx.db, research),
    news: await findNewsTagged(ctx.db, newsTags(industry), start, end, 10),
    changed_sections: sections,
  };
}

async function industryOrNotFound(ctx: AppContext, slug: string): Promise<IndustryRecord> {
  const industry = await findIndustryBySlug(ctx.db, slug);
  if (!industry) throw new AppError('NOT_FOUND');
  return industry;
}

/**
 * Today's brief for an industry: assembled by the first request of the day and stored; every later
 * request that day reads the stored one (a parallel first request keeps the one already stored).
 */
export async function todayBrief(ctx: AppContext, slug: string, day = dayOf(ctx.now())): Promise<DailyBrief> {
  const industry = await industryOrNotFound(ctx, slug);
  const cached = await ctx.db
    .selectFrom('market_daily_briefs')
    .select('content')
    .where('industry_id', '=', industry.id)
    .where('day', '=', day)
    .executeTakeFirst();
  if (cached) return withPublicReportsOnly(ctx.db, DailyBriefSchema.parse(JSON.parse(cached.content)));
  const brief = await assemble(ctx, industry, day);
  await ctx.db
    .insertInto('market_daily_briefs')
    .values({
      industry_id: industry.id,
      day,
      content: JSON.stringify(brief),
      created_at: ctx.now().toISOString(),
    })
    .onConflict((oc) => oc.columns(['industry_id', 'day']).doNothing())
    .execute();
  const stored = await ctx.db
    .selectFrom('market_daily_briefs')
    .select('content')
    .where('industry_id', '=', industry.id)
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return withPublicReportsOnly(ctx.db, DailyBriefSchema.parse(JSON.parse(stored.content)));
}

async function savedView(
  db: Kysely<Database>,
  row: { id: string; content: string; notes: string; created_at: string; updated_at: string },
) {
  return {
    id: row.id,
    brief: await withPublicReportsOnly(db, DailyBriefSchema.parse(JSON.parse(row.content))),
    notes: row.notes,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Saves (bookmarks) a day's brief with notes; saving the same industry and day again updates the notes. */
export async function saveBrief(ctx: AppContext, caller: Caller, body: z.infer<typeof MarketSaveBody>) {
  const day = body.day ?? dayOf(ctx.now());
  const industry = await industryOrNotFound(ctx, body.industry);
  const brief = await todayBrief(ctx, body.industry, day);
  const at = ctx.now().toISOString();
  await ctx.db
    .insertInto('market_saved_briefs')
    .values({
      id: randomUUID(),
      user_id: caller.user.id,
      industry_id: industry.id,
      day,
      content: JSON.stringify(brief),
      notes: body.notes,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'industry_id', 'day']).doUpdateSet({ notes: body.notes, updated_at: at }),
    )
    .execute();
  const row = await ctx.db
    .selectFrom('market_saved_briefs')
    .selectAll()
    .where('user_id', '=', caller.user.id)
    .where('industry_id', '=', industry.id)
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return savedView(ctx.db, row);
}

/** One of the caller's saved briefs (another member's is 404). */
export async function getSavedBrief(ctx: AppContext, caller: Caller, id: string) {
  const row = await ctx.db
    .selectFrom('market_saved_briefs')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', caller.user.id)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return savedView(ctx.db, row);
}
