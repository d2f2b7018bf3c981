import { z } from 'zod';
import { EmptyBody, endpoint, PUBLIC } from '../define';
import { PublicStats } from './public-stats.schemas';

const base = '/v2/api/open';

/** The platform's own public reads in the open group (v2): health and landing-page counts. */
export const openPlatform = {
  ping: endpoint({
    path: `${base}/ping`,
    access: PUBLIC,
    feature: 'platform',
    summary: 'Health check: the server and its database answer',
    body: EmptyBody,
    response: z.object({ ok: z.literal(true), time: z.string(), version: z.string(), database: z.string() }),
  }),
  /** Contract extra (docs/web.md): the landing pages' real counts. */
  stats: endpoint({
    path: `${base}/stats`,
    access: PUBLIC,
    feature: 'platform',
    summary: 'Public counts of what the platform holds, for the landing pages (cached)',
    body: EmptyBody,
    response: PublicStats,
  }),
};
