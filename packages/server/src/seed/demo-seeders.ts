import type { AppContext } from '../app-context';

/**
 * One feature's demo content (a feature manifest's `demoSeeder`). `seed` writes realistic content of
 * our own and answers how many items it created; it should skip what already exists, so a run cut
 * short can simply run again. Seeders run in the order of `features/index.ts`: accounts first, and
 * a feature after those whose content it builds on (e.g. authors before news).
 */
export interface DemoSeeder {
  /** Unique and stable: recorded in `demo_seeds` once the seeder has run. */
  name: string;
  seed(ctx: AppContext): Promise<number>;
}

/**
 * Runs the seeders that have not run on this database yet, when demo content
 * is wanted: `SEED_DEMO` is not 0 and the database is a demo database (this
 * is its first start, or the demo accounts were seeded into it). A database
 * with real users never receives demo content. Answers the items created per seeder.
 */
export async function runDemoSeeders(
  ctx: AppContext,
  options: { firstRun: boolean; seeders: readonly DemoSeeder[] },
): Promise<Record<string, number>> {
  if (!ctx.config.seedDemo) return {};
  const done = new Set(
    (await ctx.db.selectFrom('demo_seeds').select('name').execute()).map((row) => row.name),
  );
  if (!options.firstRun && !done.has('accounts')) return {};
  const created: Record<string, number> = {};
  for (const seeder of options.seeders) {
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
