import * as newsAndRepositories from '../../db/migrations/2026-11-23-0500-news-and-repositories';
import * as newsSearchWindow from '../../db/migrations/2026-11-23-0510-news-search-window';
import * as newsSearchWithoutPendingList from '../../db/migrations/2026-11-26-9000-news-search-without-pending-list';
import * as newsSearchAuthor from '../../db/migrations/2026-11-27-7301-news-search-author';
import { AppError } from '../../http/app-error';
import type { FeatureManifest } from '../feature-manifest';
import { registerNewsRoutes } from './news.routes';
import { seedDemoNews } from './news-demo.seeder';
import { syncNews } from './news-sync.service';

/** The recurring job that fetches the news feeds that are due. */
export const NEWS_SYNC_JOB = 'news.sync';

/** News sources, feed sync and search. */
export const newsFeature: FeatureManifest = {
  name: 'news',
  registerRoutes: registerNewsRoutes,
  migrations: {
    // One migration from before the split also creates the repositories tables and the job locks.
    '2026-11-23-0500-news-and-repositories': newsAndRepositories,
    '2026-11-23-0510-news-search-window': newsSearchWindow,
    '2026-11-26-9000-news-search-without-pending-list': newsSearchWithoutPendingList,
    '2026-11-27-7301-news-search-author': newsSearchAuthor,
  },
  demoSeeder: { name: 'news', seed: seedDemoNews },
  jobHandlers: {
    [NEWS_SYNC_JOB]: async (ctx) => {
      try {
        // Only sources whose own interval (with back-off after failures) has passed are fetched.
        await syncNews(ctx, { force: false });
      } catch (error) {
        // A sync already running (an administrator's, or another instance's) does this slot's work.
        if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
      }
    },
  },
  // Each source keeps its own interval (`next_attempt_at`); this only looks often enough to honour it.
  jobSchedules: [{ kind: NEWS_SYNC_JOB, everyMinutes: 5 }],
};
