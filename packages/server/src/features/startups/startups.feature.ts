import * as startups from '../../db/migrations/2026-11-26-5000-startups';
import * as shareLinks from '../../db/migrations/2026-11-26-6000-pitch-share-links';
import * as shareNotified from '../../db/migrations/2026-11-27-7601-share-link-notified';
import * as sharePassword from '../../db/migrations/2026-11-27-9300-share-link-password';
import * as rankingIndexes from '../../db/migrations/2026-11-28-9550-pitch-ranking-indexes';
import * as pitchMatches from '../../db/migrations/2026-11-29-9800-pitch-matches';
import type { FeatureManifest } from '../feature-manifest';
import { seedDemoStartups } from './demo/seed-demo-startups';
import { fundraisingPageMeta } from './investors/fundraising-page-meta';
import { registerStartupRoutes } from './startups.routes';

/** The startup studio: startups and teams, pitches with versioned sections, investors and matching. */
export const startupsFeature: FeatureManifest = {
  name: 'startups',
  registerRoutes: registerStartupRoutes,
  migrations: {
    '2026-11-26-5000-startups': startups,
    '2026-11-26-6000-pitch-share-links': shareLinks,
    '2026-11-27-7601-share-link-notified': shareNotified,
    '2026-11-27-9300-share-link-password': sharePassword,
    '2026-11-28-9550-pitch-ranking-indexes': rankingIndexes,
    '2026-11-29-9800-pitch-matches': pitchMatches,
  },
  demoSeeder: { name: 'startups', seed: seedDemoStartups },
  pageMeta: fundraisingPageMeta,
  auditActions: [
    'startup.invite_associate',
    'startup.modules.update',
    'pitch_share.password.set',
    'pitch_share.password.remove',
    'pitch_share.revoke',
    'pitch_share.create',
  ],
};
