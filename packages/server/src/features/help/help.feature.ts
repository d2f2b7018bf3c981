import type { FeatureManifest } from '../feature-manifest';
import { registerHelpRoutes } from './help.routes';

/** The user help pages. */
export const helpFeature: FeatureManifest = {
  name: 'help',
  registerRoutes: registerHelpRoutes,
};
