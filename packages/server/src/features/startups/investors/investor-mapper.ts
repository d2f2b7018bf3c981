import type { Investor, Match } from '@ailab/core/contract/startups/investor.schemas';
import type { InvestorProfileRow } from './investors.repository';
import type { InvestorFocus } from './match-score';

const list = (text: string): string[] => JSON.parse(text) as string[];

export function investorFocus(row: InvestorProfileRow): InvestorFocus {
  return {
    stages: list(row.stages),
    sectors: list(row.sectors),
    geographies: list(row.geographies),
    chequeMin: Number(row.cheque_min),
    chequeMax: Number(row.cheque_max),
    currency: row.currency,
  };
}

export function investorToWire(row: InvestorProfileRow, match: Match | null): Investor {
  return {
    user_id: row.user_id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    firm: row.firm,
    thesis: row.thesis,
    stages: list(row.stages) as Investor['stages'],
    sectors: list(row.sectors),
    geographies: list(row.geographies),
    portfolio_links: list(row.portfolio_links),
    cheque_min: Number(row.cheque_min),
    cheque_max: Number(row.cheque_max),
    currency: row.currency,
    open_to_intros: row.open_to_intros === 1,
    match,
  };
}
