import type { Match, MatchReason } from '@ailab/core/contract/startups/investor.schemas';

/** What matching reads of a pitch. */
export interface PitchFacts {
  stage: string;
  industries: readonly string[];
  country: string | null;
  amountRaising: { amount: number; currency: string } | null;
}

/** What matching reads of an investor. */
export interface InvestorFocus {
  stages: readonly string[];
  sectors: readonly string[];
  geographies: readonly string[];
  chequeMin: number;
  chequeMax: number;
  currency: string;
}

const POINTS = { stage: 30, sector: 30, cheque: 25, geography: 15 } as const;

function chequeReason(pitch: PitchFacts, investor: InvestorFocus): MatchReason {
  const range = [String(investor.chequeMin), String(investor.chequeMax), investor.currency];
  const reason = (matched: boolean, code: MatchReason['code'], values: string[]): MatchReason => ({
    criterion: 'cheque',
    matched,
    code,
    values,
    points: matched ? POINTS.cheque : 0,
  });
  const raising = pitch.amountRaising;
  if (!raising) return reason(false, 'amount_unknown', range);
  const asked = [String(raising.amount), raising.currency, ...range];
  if (raising.currency !== investor.currency) return reason(false, 'currency_differs', asked);
  // A round is usually shared: a cheque fits when it can be a meaningful part of it (up to the whole).
  if (raising.amount < investor.chequeMin) return reason(false, 'cheque_too_large', asked);
  if (raising.amount > investor.chequeMax * 10) return reason(false, 'cheque_too_small', asked);
  return reason(true, 'cheque_fits', asked);
}

/**
 * The explained match of a pitch and an investor: stage (30), sector overlap (30), cheque range
 * against the amount raising (25) and geography (15), each criterion a reason that matched or did not.
 * The same function ranks investors for a founder's pitch and active pitches for an investor.
 */
export function matchScore(pitch: PitchFacts, investor: InvestorFocus): Match {
  const stage = investor.stages.includes(pitch.stage);
  const overlap = pitch.industries.filter((industry) => investor.sectors.includes(industry));
  const geography =
    investor.geographies.includes('global') ||
    (pitch.country !== null && investor.geographies.includes(pitch.country));
  const reasons: MatchReason[] = [
    {
      criterion: 'stage',
      matched: stage,
      code: stage ? 'stage_in_focus' : 'stage_outside',
      values: [pitch.stage, ...investor.stages],
      points: stage ? POINTS.stage : 0,
    },
    {
      criterion: 'sector',
      matched: overlap.length > 0,
      code: overlap.length > 0 ? 'sectors_overlap' : 'no_sector_overlap',
      values: overlap.length > 0 ? overlap : [...pitch.industries],
      points: overlap.length > 0 ? POINTS.sector : 0,
    },
    chequeReason(pitch, investor),
    {
      criterion: 'geography',
      matched: geography,
      code: geography ? 'geography_in' : 'geography_out',
      values: [pitch.country ?? '', ...investor.geographies].filter((value) => value !== ''),
      points: geography ? POINTS.geography : 0,
    },
  ];
  return { score: reasons.reduce((sum, reason) => sum + reason.points, 0), reasons };
}

/**
 * Ranks candidates against one subject, best first, ties by `tieBreak` in code-unit order (not the
 * locale's collation: ranking 10,000 pitches per request must stay cheap); the one ranking of both
 * directions.
 */
export function rankByMatch<T>(
  candidates: readonly T[],
  score: (candidate: T) => Match,
  tieBreak: (candidate: T) => string,
): { candidate: T; match: Match }[] {
  return candidates
    .map((candidate) => ({ candidate, match: score(candidate), key: tieBreak(candidate) }))
    .sort((a, b) => b.match.score - a.match.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ candidate, match }) => ({ candidate, match }));
}
