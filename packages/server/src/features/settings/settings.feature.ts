import type { FeatureManifest } from '../feature-manifest';
import { registerSettingsRoutes } from './settings.routes';

/** Platform settings changed by administrators (the table is created by a platform migration). */
export const settingsFeature: FeatureManifest = {
  name: 'settings',
  registerRoutes: registerSettingsRoutes,
  auditActions: ['setting.create', 'setting.update', 'setting.reset'],
};
