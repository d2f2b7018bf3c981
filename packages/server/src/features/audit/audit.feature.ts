import type { FeatureManifest } from '../feature-manifest';
import { registerAuditRoutes } from './audit.routes';

/** Reading the audit log (writing it is `audit/record-audit.ts`, below features). */
export const auditFeature: FeatureManifest = {
  name: 'audit',
  registerRoutes: registerAuditRoutes,
};
