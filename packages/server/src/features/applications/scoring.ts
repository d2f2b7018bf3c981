import type { ScoreCategory } from '@ailab/core/contract/applications/programme.schemas';

/**
 * A review's total: the weighted mean of the scores of the categories that are not independent
 * (independent ones show in their own columns); null when none of them was scored.
 */
export function reviewTotal(
  categories: readonly ScoreCategory[],
  scores: Record<string, number>,
): number | null {
  let weighted = 0;
  let weights = 0;
  for (const category of categories) {
    const score = scores[category.id];
    if (category.independent || score === undefined || category.weight <= 0) continue;
    weighted += score * category.weight;
    weights += category.weight;
  }
  return weights === 0 ? null : Math.round((weighted / weights) * 100) / 100;
}

/** The application's score: the mean of its reviews' totals, or null. */
export function meanTotal(totals: readonly (number | null)[]): number | null {
  const known = totals.filter((total): total is number => total !== null);
  if (known.length === 0) return null;
  return Math.round((known.reduce((sum, total) => sum + total, 0) / known.length) * 100) / 100;
}
