import * as institutes from '../../db/migrations/2026-11-26-2000-institutes';
import * as instituteLogoMedia from '../../db/migrations/2026-11-27-7500-institute-logo-media';
import type { FeatureManifest } from '../feature-manifest';
import { registerInstituteRoutes } from './institutes.routes';
import { seedDemoInstitutes } from './institutes-demo.seeder';

/** Institutes: institutes, time-versioned teams, supervisors with consent-based invitations, progress views. */
export const institutesFeature: FeatureManifest = {
  name: 'institutes',
  registerRoutes: registerInstituteRoutes,
  migrations: {
    '2026-11-26-2000-institutes': institutes,
    '2026-11-27-7500-institute-logo-media': instituteLogoMedia,
  },
  demoSeeder: { name: 'institutes', seed: seedDemoInstitutes },
  auditActions: [
    'institute.create',
    'institute.update',
    'institute.logo.set',
    'institute.logo.remove',
    'institute.archive',
    'institute.restore',
    'institute.team.create',
    'institute.team.rename',
    'institute.team.close',
    'institute.member.add',
    'institute.member.move',
    'institute.member.remove',
    'institute.course.assign',
    'institute.course.unassign',
    'institute.supervisor.invite',
    'institute.supervisor.accept',
    'institute.supervisor.decline',
    'institute.supervisor.revoke',
    'institute.supervisor.resend',
    'institute.supervisor.scope',
    'institute.supervisor.remove',
    'institute.stalled.email',
  ],
};
