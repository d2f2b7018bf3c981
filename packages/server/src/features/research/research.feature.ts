import * as research from '../../db/migrations/2026-11-26-3000-research';
import * as maturityAssessments from '../../db/migrations/2026-11-26-3500-maturity-assessments';
import * as researchCover from '../../db/migrations/2026-11-26-6400-research-cover';
import * as researchPublishedOrder from '../../db/migrations/2026-11-26-6401-research-published-order';
import * as researchSearchWithoutPendingList from '../../db/migrations/2026-11-26-9000-research-search-without-pending-list';
import * as researchListedIndex from '../../db/migrations/2026-11-29-9750-research-listed-index';
import type { FeatureManifest } from '../feature-manifest';
import { seedDemoResearch } from './demo-research.seeder';
import { seedDemoMaturity } from './maturity/demo-maturity';
import { registerMaturityRoutes } from './maturity/maturity.routes';
import { deleteAbandonedDrafts, MATURITY_DRAFT_CLEANUP_JOB } from './maturity/maturity-draft-cleanup';
import { reportPageMeta } from './report-page-meta';
import { registerResearchRoutes } from './research.routes';
import { publishScheduledJob, RESEARCH_PUBLISH_JOB } from './research-publish.service';

/**
 * Research: the industries catalogue, the research publish flow with review and revisions, public
 * reports, market briefs, and the AI maturity self-assessment.
 */
export const researchFeature: FeatureManifest = {
  name: 'research',
  registerRoutes: (app, ctx, registered) => {
    registerResearchRoutes(app, ctx, registered);
    registerMaturityRoutes(app, ctx, registered);
  },
  migrations: {
    '2026-11-26-3000-research': research,
    '2026-11-26-3500-maturity-assessments': maturityAssessments,
    '2026-11-26-9000-research-search-without-pending-list': researchSearchWithoutPendingList,
    '2026-11-26-6400-research-cover': researchCover,
    '2026-11-26-6401-research-published-order': researchPublishedOrder,
    '2026-11-29-9750-research-listed-index': researchListedIndex,
  },
  demoSeeder: {
    name: 'research',
    seed: async (ctx) => (await seedDemoResearch(ctx)) + (await seedDemoMaturity(ctx)),
  },
  pageMeta: reportPageMeta,
  jobHandlers: {
    [RESEARCH_PUBLISH_JOB]: publishScheduledJob,
    [MATURITY_DRAFT_CLEANUP_JOB]: async (ctx) => {
      await deleteAbandonedDrafts(ctx);
    },
  },
  jobSchedules: [{ kind: MATURITY_DRAFT_CLEANUP_JOB, everyMinutes: 24 * 60 }],
  auditActions: [
    'research.submit',
    'research.withdraw',
    'research.archive',
    'research.restore',
    'research.assign_reviewers',
    'research.set_required_approvals',
    'research.cover.set',
    'research.cover.remove',
    'research.publish',
    'research.schedule',
    'research.editor.add',
    'research.editor.remove',
    'industry.import.create',
    'industry.import.update',
    'industry.section.save',
  ],
};
