/** Startup stages, earliest first (the contract's enum, kept here so public pages need no zod). */
export const STAGES = ['idea', 'pre_seed', 'seed', 'series_a', 'later'] as const;

/** An amount of money in the viewer's language. */
export function formatMoney(money: { amount: number; currency: string }, language: string): string {
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency: money.currency,
      maximumFractionDigits: 0,
    }).format(money.amount);
  } catch {
    return `${money.amount} ${money.currency}`;
  }
}
