import type { InvestorProfileValues } from '@ailab/core/contract/startups/investor.schemas';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../http/app-error';
import type { Caller } from '../../../identity/bearer-tokens';
import { findIndustriesOf } from '../businesses/startups.repository';
import { requirePitch } from '../pitches/pitch-access';
import { fieldsOf } from '../pitches/pitches.repository';
import { investorFocus, investorToWire } from './investor-mapper';
import { investorProfiles } from './investors.repository';
import { matchScore, type PitchFacts } from './match-score';
import { rankedInvestorPage } from './ranked-investors.query';

interface InvestorListQuery {
  stage?: string;
  sector?: string;
  geography?: string;
  for_pitch?: string;
  query?: string;
  sort?: 'firm' | '-firm' | 'score' | '-score';
  cursor?: string;
  limit: number;
}

/** The facts of one of the caller's pitches that matching reads. */
async function pitchFactsFor(ctx: AppContext, caller: Caller, pitchId: string): Promise<PitchFacts> {
  const { pitch, startup } = await requirePitch(ctx.db, caller.user.id, pitchId);
  const [industries, fields] = await Promise.all([
    findIndustriesOf(ctx.db, [startup.id]),
    fieldsOf(ctx.db, [pitch.id]),
  ]);
  const raising = fields.find((field) => field.kind === 'amount_raising' && field.amount !== null);
  return {
    stage: startup.stage,
    industries: industries.map((row) => row.industry_slug),
    country: startup.country,
    amountRaising: raising?.currency ? { amount: Number(raising.amount), currency: raising.currency } : null,
  };
}

/**
 * Investors with filters; for one of the caller's pitches, ranked by the explained match. The
 * database filters, scores, orders and cuts one keyset page (ranked-investors.query.ts); the reasons
 * are explained here for that page only, by the same `matchScore`.
 */
export async function listInvestors(ctx: AppContext, caller: Caller, body: InvestorListQuery) {
  const facts = body.for_pitch ? await pitchFactsFor(ctx, caller, body.for_pitch) : null;
  const page = await rankedInvestorPage(ctx.db, {
    dialect: ctx.dialect,
    facts,
    stage: body.stage,
    sector: body.sector,
    geography: body.geography,
    text: body.query?.toLowerCase(),
    sort: body.sort,
    name: `investors:${body.for_pitch ?? ''}`,
    cursor: body.cursor,
    limit: body.limit,
  });
  return {
    ...page,
    items: page.items.map((row) => investorToWire(row, facts ? matchScore(facts, investorFocus(row)) : null)),
  };
}

/** The caller's investor profile; with `profile`, saved first. */
export async function investorProfile(
  ctx: AppContext,
  caller: Caller,
  profile: InvestorProfileValues | undefined,
  t: TFunction,
) {
  if (profile) {
    if (profile.cheque_max < profile.cheque_min)
      throw new AppError('VALIDATION_FAILED', {
        fields: [
          { field: 'profile.cheque_max', code: 'too_small', message: t('startups:errors.chequeRange') },
        ],
      });
    const nowIso = ctx.now().toISOString();
    const values = {
      firm: profile.firm,
      thesis: profile.thesis,
      stages: JSON.stringify(profile.stages),
      sectors: JSON.stringify(profile.sectors),
      geographies: JSON.stringify(profile.geographies),
      portfolio_links: JSON.stringify(profile.portfolio_links),
      cheque_min: profile.cheque_min,
      cheque_max: profile.cheque_max,
      currency: profile.currency,
      open_to_intros: profile.open_to_intros ? 1 : 0,
      count_views: profile.count_views ? 1 : 0,
      updated_at: nowIso,
    };
    await ctx.db
      .insertInto('investor_profiles')
      .values({ user_id: caller.user.id, ...values, created_at: nowIso })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  }
  const [row] = await investorProfiles(ctx.db, caller.user.id);
  return { profile: row ? { ...investorToWire(row, null), count_views: row.count_views === 1 } : null };
}
