import * as applications from '../../db/migrations/2026-11-26-4000-applications';
import * as programmeCohort from '../../db/migrations/2026-11-27-7600-programme-cohort';
import * as queueDescIndexes from '../../db/migrations/2026-11-29-9700-application-queue-desc-indexes';
import type { FeatureManifest } from '../feature-manifest';
import { registerApplicationRoutes } from './applications.routes';
import { seedDemoApplications } from './demo-applications';

/** Founder studio applications: programmes, the public form with resume links, review, decisions. */
export const applicationsFeature: FeatureManifest = {
  name: 'applications',
  registerRoutes: registerApplicationRoutes,
  migrations: {
    '2026-11-26-4000-applications': applications,
    '2026-11-27-7600-programme-cohort': programmeCohort,
    '2026-11-29-9700-application-queue-desc-indexes': queueDescIndexes,
  },
  demoSeeder: { name: 'applications', seed: seedDemoApplications },
  auditActions: [
    'application.assign',
    'application.auto_assign',
    'application.score',
    'application.note',
    'application.tag',
    'application.state',
    'application.decide',
    'application.industry.accept',
    'application.industry.merge',
    'programme.create',
    'programme.update',
    'programme.phase',
  ],
};
