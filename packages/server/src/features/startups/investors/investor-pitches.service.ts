import type { PitchContent } from '@ailab/core/contract/startups/pitch.schemas';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../http/app-error';
import type { Caller } from '../../../identity/bearer-tokens';
import { findStartupById } from '../businesses/startups.repository';
import { pitchContent } from '../pitches/pitch-mapper';
import { findPitchById } from '../pitches/pitches.repository';
import { investorFocus } from './investor-mapper';
import {
  type ActivePitchRow,
  activePitchRows,
  activeStartupIndustries,
  investorProfiles,
} from './investors.repository';
import { matchScore, rankByMatch } from './match-score';
import { offsetPage } from './offset-page';

/** Active pitches with their startups' industries, for matching and the public list. */
export async function activePitchesWithIndustries(ctx: AppContext) {
  const [rows, industries] = await Promise.all([activePitchRows(ctx.db), activeStartupIndustries(ctx.db)]);
  const byStartup = new Map<string, string[]>();
  for (const row of industries) {
    const list = byStartup.get(row.startup_id);
    if (!list) byStartup.set(row.startup_id, [row.industry_slug]);
    else if (!list.includes(row.industry_slug)) list.push(row.industry_slug);
  }
  return rows.map((row) => ({ ...row, industries: byStartup.get(row.startup_id) ?? [] }));
}

export const amountOf = (row: ActivePitchRow) =>
  row.amount !== null && row.currency ? { amount: Number(row.amount), currency: row.currency } : null;

/** Active pitches ranked by their match with the caller's investor profile (no profile: every score 0). */
export async function matchedPitches(
  ctx: AppContext,
  caller: Caller,
  body: {
    stage?: string;
    sector?: string;
    query?: string;
    sort?: 'score' | '-score' | 'activated_at' | '-activated_at';
    cursor?: string;
    limit: number;
  },
) {
  const [profile] = await investorProfiles(ctx.db, caller.user.id);
  const focus = profile
    ? investorFocus(profile)
    : { stages: [], sectors: [], geographies: [], chequeMin: 0, chequeMax: 0, currency: '' };
  const text = body.query?.toLowerCase();
  const pitches = (await activePitchesWithIndustries(ctx)).filter(
    (row) =>
      (!body.stage || row.stage === body.stage) &&
      (!body.sector || row.industries.includes(body.sector)) &&
      (!text || `${row.startup_name} ${row.title} ${row.one_liner}`.toLowerCase().includes(text)),
  );
  const signals = await ctx.db
    .selectFrom('investor_interests')
    .select(['pitch_id', 'signal'])
    .where('investor_id', '=', caller.user.id)
    .execute();
  const ranked = rankByMatch(
    pitches,
    (row) =>
      matchScore(
        { stage: row.stage, industries: row.industries, country: row.country, amountRaising: amountOf(row) },
        focus,
      ),
    (row) => `${row.startup_name}\u0000${row.pitch_id}`,
  );
  if (body.sort === 'activated_at' || body.sort === '-activated_at')
    ranked.sort((a, b) => (a.candidate.activated_at ?? '').localeCompare(b.candidate.activated_at ?? ''));
  if (body.sort === '-score' || body.sort === 'activated_at') ranked.reverse();
  const page = offsetPage(`investor.pitches:${body.sort ?? ''}`, ranked, body.cursor, body.limit);
  return {
    ...page,
    items: page.items.map(({ candidate: row, match }) => ({
      pitch_id: row.pitch_id,
      title: row.title,
      startup_id: row.startup_id,
      startup_name: row.startup_name,
      one_liner: row.one_liner,
      stage: row.stage,
      industries: row.industries,
      country: row.country,
      amount_raising: amountOf(row),
      my_signal: signals.find((signal) => signal.pitch_id === row.pitch_id)?.signal ?? null,
      match,
    })),
  };
}

/** One active pitch as investors see it: sections, images, key facts; never drafts or history. */
export async function investorPitch(ctx: AppContext, pitchId: string): Promise<PitchContent> {
  const pitch = await findPitchById(ctx.db, pitchId);
  const startup = pitch ? await findStartupById(ctx.db, pitch.startup_id) : undefined;
  if (!pitch || !startup || pitch.status !== 'active' || startup.status !== 'active')
    throw new AppError('NOT_FOUND');
  return pitchContent(ctx.db, pitch, startup);
}
