import type { PitchContent } from '@ailab/core/contract/startups/pitch.schemas';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../http/app-error';
import type { Caller } from '../../../identity/bearer-tokens';
import { findIndustriesOf, findStartupById } from '../businesses/startups.repository';
import { pitchContent } from '../pitches/pitch-mapper';
import { findPitchById } from '../pitches/pitches.repository';
import { investorFocus } from './investor-mapper';
import {
  type ActivePitchRow,
  activePitchRows,
  activeStartupIndustries,
  investorProfiles,
} from './investors.repository';
import { matchScore } from './match-score';
import { rankedPitchPage } from './ranked-pitches.query';

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

export const amountOf = (row: Pick<ActivePitchRow, 'amount' | 'currency'>) =>
  row.amount !== null && row.currency ? { amount: Number(row.amount), currency: row.currency } : null;

/**
 * Active pitches ranked by their match with the caller's investor profile (no profile: every score 0).
 * The database ranks and pages by keyset (ranked-pitches.query.ts); the page's reasons come from `matchScore`.
 */
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
  const page = await rankedPitchPage(ctx.db, {
    focus,
    dialect: ctx.dialect,
    stage: body.stage,
    sector: body.sector,
    text: body.query?.toLowerCase(),
    sort: body.sort,
    cursor: body.cursor,
    limit: body.limit,
  });
  const rows = page.items;
  const ids = rows.map((row) => row.pitch_id);
  const [industries, signals] = await Promise.all([
    findIndustriesOf(ctx.db, [...new Set(rows.map((row) => row.startup_id))]),
    ids.length === 0
      ? Promise.resolve([])
      : ctx.db
          .selectFrom('investor_interests')
          .select(['pitch_id', 'signal'])
          .where('investor_id', '=', caller.user.id)
          .where('pitch_id', 'in', ids)
          .execute(),
  ]);
  return {
    items: rows.map((row) => {
      const slugs = industries
        .filter((entry) => entry.startup_id === row.startup_id)
        .map((entry) => entry.industry_slug);
      const amount = amountOf(row);
      return {
        pitch_id: row.pitch_id,
        title: row.title,
        startup_id: row.startup_id,
        startup_name: row.startup_name,
        one_liner: row.one_liner,
        stage: row.stage,
        industries: slugs,
        country: row.country,
        amount_raising: amount,
        my_signal: signals.find((signal) => signal.pitch_id === row.pitch_id)?.signal ?? null,
        match: matchScore(
          { stage: row.stage, industries: slugs, country: row.country, amountRaising: amount },
          focus,
        ),
      };
    }),
    next_cursor: page.next_cursor,
    total: page.total,
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
