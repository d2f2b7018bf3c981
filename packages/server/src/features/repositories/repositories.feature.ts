import type { FeatureManifest } from '../feature-manifest';
import { registerRepositoryRoutes } from './repositories.routes';
import { seedDemoRepositories } from './repositories-demo.seeder';

/** Tracked GitHub repositories (tables created by the news migration, 2026-11-23-0500). */
export const repositoriesFeature: FeatureManifest = {
  name: 'repositories',
  registerRoutes: registerRepositoryRoutes,
  demoSeeder: { name: 'repositories', seed: seedDemoRepositories },
};
