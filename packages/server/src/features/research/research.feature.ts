import * as research from '../../db/migrations/2026-11-26-3000-research';
import type { FeatureManifest } from '../feature-manifest';
import { seedDemoResearch } from './demo-research.seeder';
import { reportPageMeta } from './report-page-meta';
import { registerResearchRoutes } from './research.routes';
import { publishScheduledJob, RESEARCH_PUBLISH_JOB } from './research-publish.service';

/** Research: the industries catalogue, the research publish flow with review and revisions, public reports, market briefs. */
export const researchFeature: FeatureManifest = {
  name: 'research',
  registerRoutes: registerResearchRoutes,
  migrations: { '2026-11-26-3000-research': research },
  demoSeeder: { name: 'research', seed: seedDemoResearch },
  pageMeta: reportPageMeta,
  jobHandlers: { [RESEARCH_PUBLISH_JOB]: publishScheduledJob },
  auditActions: [
    'research.submit',
    'research.withdraw',
    'research.archive',
    'research.restore',
    'research.assign_reviewers',
    'research.set_required_approvals',
    'research.publish',
    'research.schedule',
    'research.editor.add',
    'research.editor.remove',
  ],
};
