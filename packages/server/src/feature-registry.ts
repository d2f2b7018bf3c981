import type { Migration } from 'kysely';
import { assembleMigrations } from './db/migrate';
import { PLATFORM_MIGRATIONS } from './db/platform-migrations';
import { FEATURES } from './features/index';
import type { DemoSeeder } from './seed/demo-seeders';

/** Every migration, the platform's and each feature's, in name order (the order they run in). */
export const MIGRATIONS: Record<string, Migration> = assembleMigrations([
  PLATFORM_MIGRATIONS,
  ...FEATURES.map((feature) => feature.migrations ?? {}),
]);

/** Every feature's demo seeder, in the order of `features/index.ts`. */
export const DEMO_SEEDERS: readonly DemoSeeder[] = FEATURES.flatMap((feature) =>
  feature.demoSeeder ? [feature.demoSeeder] : [],
);
