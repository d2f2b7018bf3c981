import * as maturityAssessments from '../../db/migrations/2026-11-26-3500-maturity-assessments';
import type { FeatureManifest } from '../feature-manifest';
import { seedDemoMaturity } from './maturity/demo-maturity';
import { registerMaturityRoutes } from './maturity/maturity.routes';

/** Research: the AI maturity self-assessment (industries and reports join here). */
export const researchFeature: FeatureManifest = {
  name: 'research',
  registerRoutes: (app, ctx, registered) => {
    registerMaturityRoutes(app, ctx, registered);
  },
  migrations: {
    '2026-11-26-3500-maturity-assessments': maturityAssessments,
  },
  demoSeeder: { name: 'research-maturity', seed: seedDemoMaturity },
};
