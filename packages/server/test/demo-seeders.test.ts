import { afterEach, describe, expect, it } from 'vitest';
import type { AppContext } from '../src/app-context';
import { DEMO_SEEDERS } from '../src/feature-registry';
import { findUserByEmail } from '../src/identity/users.repository';
import { type DemoSeeder, runDemoSeeders } from '../src/seed/demo-seeders';
import { DEMO_ACCOUNTS } from '../src/seed/seed-accounts';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';

/** A seeder that counts its runs. */
function countingSeeder(name: string, runs: string[]): DemoSeeder {
  return {
    name,
    async seed() {
      runs.push(name);
      return 3;
    },
  };
}

const seededNames = async (ctx: AppContext) =>
  (await ctx.db.selectFrom('demo_seeds').select('name').orderBy('name').execute()).map((row) => row.name);

describe.each(testDialects())('demo seeders (%s)', (dialect) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('seed a fresh database once, and later seeders join it exactly once', async () => {
    server = await startTestServer({ dialect, empty: true });
    const { ctx } = server.server;
    expect(server.server.demoAccounts).toBe(DEMO_ACCOUNTS.length);
    expect(await seededNames(ctx)).toEqual(DEMO_SEEDERS.map((seeder) => seeder.name).sort());
    expect(await findUserByEmail(ctx.db, 'research@example.com')).toBeDefined();
    const runs: string[] = [];
    const seeders = [
      countingSeeder('accounts', runs),
      countingSeeder('later-b', runs),
      countingSeeder('later-a', runs),
    ];
    expect(await runDemoSeeders(ctx, { firstRun: false, seeders })).toEqual({ 'later-b': 3, 'later-a': 3 });
    expect(await runDemoSeeders(ctx, { firstRun: false, seeders })).toEqual({});
    expect(runs).toEqual(['later-b', 'later-a']);
    expect(await seededNames(ctx)).toEqual(
      [...DEMO_SEEDERS.map((seeder) => seeder.name), 'later-a', 'later-b'].sort(),
    );
  });

  it('seed nothing with SEED_DEMO=0, and never fill a database that holds real users', async () => {
    server = await startTestServer({ dialect, seedDemo: false });
    const { ctx } = server.server;
    expect(server.server.demoAccounts).toBe(0);
    expect(await findUserByEmail(ctx.db, 'research@example.com')).toBeUndefined();
    expect(await findUserByEmail(ctx.db, server.adminEmail)).toBeDefined();
    expect(await seededNames(ctx)).toEqual([]);
    const runs: string[] = [];
    const later = { ...ctx, config: { ...ctx.config, seedDemo: true } };
    expect(await runDemoSeeders(later, { firstRun: false, seeders: [countingSeeder('news', runs)] })).toEqual(
      {},
    );
    expect(runs).toEqual([]);
  });
});
