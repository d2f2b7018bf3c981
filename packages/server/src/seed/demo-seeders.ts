import type { AppContext } from '../app-context';
import { seedDemoEvents } from '../features/events/demo-events';
import { seedDemoLearning } from '../features/learning/learning-demo.seeder';
import { seedDemoAccounts } from './seed-accounts';
import { seedDemoNews, seedDemoRepositories } from './seed-news';

/**
 * One feature's demo content. `seed` writes realistic content of our own and
 * answers how many items it created; it should skip what already exists, so
 * a run cut short can simply run again.
 */
export interface DemoSeeder {
  /** Unique and stable: recorded in `demo_seeds` once the seeder has run. */
  name: string;
  seed(ctx: AppContext): Promise<number>;
}

/**
 * Every feature's demo seeder, in the order they run: a feature adds its
 * entry here (after those whose content it builds on, e.g. authors before
 * news). Accounts come first; the administrator exists before any of them.
 */
export const DEMO_SEEDERS: readonly DemoSeeder[] = [
  { name: 'accounts', seed: seedDemoAccounts },
  { name: 'news', seed: seedDemoNews },
  { name: 'repositories', seed: seedDemoRepositories },
  { name: 'learning', seed: seedDemoLearning },
  { name: 'events', seed: seedDemoEvents },
];

/**
 * Runs the seeders that have not run on this database yet, when demo content
 * is wanted: `SEED_DEMO` is not 0 and the database is a demo database (this
 * is its first start, or the demo accounts were seeded into it). A database
 * with real users never receives demo content. Answers the items created per seeder.
 */
export async function runDemoSeeders(
  ctx: AppContext,
  options: { firstRun: boolean; seeders?: readonly DemoSeeder[] },
): Promise<Record<string, number>> {
  if (!ctx.config.seedDemo) return {};
  const done = new Set(
    (await ctx.db.selectFrom('demo_seeds').select('name').execute()).map((row) => row.name),
  );
  if (!options.firstRun && !done.has('accounts')) return {};
  const created: Record<string, number> = {};
  for (const seeder of options.seeders ?? DEMO_SEEDERS) {
    if (done.has(seeder.name)) continue;
    created[seeder.name] = await seeder.seed(ctx);
    await ctx.db
      .insertInto('demo_seeds')
      .values({ name: seeder.name, seeded_at: ctx.now().toISOString() })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
  }
  return created;
}
