import type { AppContext } from '../app-context';
import { countUsers } from '../identity/users.repository';
import { type DemoSeeder, runDemoSeeders } from './demo-seeders';
import { seedAdmin } from './seed-accounts';

/**
 * Start-up seeding: the administrator when missing, then the demo seeders
 * (see `demo-seeders.ts`), which only ever fill a demo database.
 */
export async function seedOnStart(
  ctx: AppContext,
  seeders: readonly DemoSeeder[],
): Promise<{ generatedPassword: string | null; demoAccounts: number; demoSeeded: Record<string, number> }> {
  const firstRun = (await countUsers(ctx.db)) === 0;
  const { generatedPassword } = await seedAdmin(ctx);
  const demoSeeded = await runDemoSeeders(ctx, { firstRun, seeders });
  return { generatedPassword, demoAccounts: demoSeeded.accounts ?? 0, demoSeeded };
}
