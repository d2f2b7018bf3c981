import type { FeatureManifest } from '../feature-manifest';
import { registerPlatformRoutes } from './platform.routes';

/** Health check, the public configuration and the public counts (gathered from every manifest). */
export const platformFeature: FeatureManifest = {
  name: 'platform',
  registerRoutes: registerPlatformRoutes,
};
