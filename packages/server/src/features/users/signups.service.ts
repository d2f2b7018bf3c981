import type { Signups } from '@ailab/core/contract/users/users.schemas';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context';

const DAY_MS = 86_400_000;

/** The Monday (UTC) of the week holding `date`, as midnight UTC. */
export function weekStart(date: Date): Date {
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS);
}

/**
 * Accounts created per week for the last `weeks` weeks, the current one last.
 * The database counts per day (`created_at` is an ISO string, so its first ten
 * characters are the UTC day, on both databases); days are summed into weeks here.
 */
export async function signupsPerWeek(ctx: AppContext, weeks: number): Promise<Signups> {
  const first = new Date(weekStart(ctx.now()).getTime() - (weeks - 1) * 7 * DAY_MS);
  const day = sql<string>`substr(users.created_at, 1, 10)`;
  const rows = await ctx.db
    .selectFrom('users')
    .select([day.as('day'), (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('users.created_at', '>=', first.toISOString())
    .groupBy(day)
    .execute();
  const counts = new Array<number>(weeks).fill(0);
  for (const row of rows) {
    const index = Math.floor((Date.parse(`${row.day}T00:00:00Z`) - first.getTime()) / (7 * DAY_MS));
    if (index >= 0 && index < weeks) counts[index] = (counts[index] ?? 0) + Number(row.count);
  }
  return {
    weeks: counts.map((signups, index) => ({
      week_start: new Date(first.getTime() + index * 7 * DAY_MS).toISOString().slice(0, 10),
      signups,
    })),
  };
}
