import * as newsAndRepositories from '../../db/migrations/2026-11-23-0500-news-and-repositories';
import * as newsSearchWindow from '../../db/migrations/2026-11-23-0510-news-search-window';
import type { FeatureManifest } from '../feature-manifest';
import { registerNewsRoutes } from './news.routes';
import { seedDemoNews } from './news-demo.seeder';

/** News sources, feed sync and search. */
export const newsFeature: FeatureManifest = {
  name: 'news',
  registerRoutes: registerNewsRoutes,
  migrations: {
    // One migration from before the split also creates the repositories tables and the job locks.
    '2026-11-23-0500-news-and-repositories': newsAndRepositories,
    '2026-11-23-0510-news-search-window': newsSearchWindow,
  },
  demoSeeder: { name: 'news', seed: seedDemoNews },
};
