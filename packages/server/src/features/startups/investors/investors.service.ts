import type { InvestorProfileValues, Match } from '@ailab/core/contract/startups/investor.schemas';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../http/app-error';
import type { Caller } from '../../../identity/bearer-tokens';
import { findIndustriesOf } from '../businesses/startups.repository';
import { requirePitch } from '../pitches/pitch-access';
import { fieldsOf } from '../pitches/pitches.repository';
import { investorFocus, investorToWire } from './investor-mapper';
import { investorProfiles } from './investors.repository';
import { matchScore, type PitchFacts, rankByMatch } from './match-score';
import { offsetPage } from './offset-page';

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

/** Investors with filters; for one of the caller's pitches, ranked by the explained match. */
export async function listInvestors(ctx: AppContext, caller: Caller, body: InvestorListQuery) {
  const facts = body.for_pitch ? await pitchFactsFor(ctx, caller, body.for_pitch) : null;
  const text = body.query?.toLowerCase();
  const rows = (await investorProfiles(ctx.db)).filter((row) => {
    const focus = investorFocus(row);
    if (body.stage && !focus.stages.includes(body.stage)) return false;
    if (body.sector && !focus.sectors.includes(body.sector)) return false;
    if (body.geography && !focus.geographies.includes(body.geography)) return false;
    if (text && !`${row.firm} ${row.first_name} ${row.last_name}`.toLowerCase().includes(text)) return false;
    return true;
  });
  const byScore = facts !== null && body.sort !== 'firm' && body.sort !== '-firm';
  const ranked: { candidate: (typeof rows)[number]; match: Match | null }[] = facts
    ? rankByMatch(
        rows,
        (row) => matchScore(facts, investorFocus(row)),
        (row) => `${row.firm}\u0000${row.user_id}`,
      )
    : rows.map((candidate) => ({ candidate, match: null }));
  if (!byScore)
    ranked.sort(
      (a, b) =>
        a.candidate.firm.localeCompare(b.candidate.firm) ||
        a.candidate.user_id.localeCompare(b.candidate.user_id),
    );
  if (body.sort === '-firm' || body.sort === '-score') ranked.reverse();
  const page = offsetPage(
    `investors:${body.for_pitch ?? ''}:${body.sort ?? ''}`,
    ranked,
    body.cursor,
    body.limit,
  );
  return { ...page, items: page.items.map((item) => investorToWire(item.candidate, item.match)) };
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
