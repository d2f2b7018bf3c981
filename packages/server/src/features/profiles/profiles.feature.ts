import type { FeatureManifest } from '../feature-manifest';
import { registerPublicProfileRoutes } from './public-profile.routes';

/** Members' public profile pages. */
export const profilesFeature: FeatureManifest = {
  name: 'profiles',
  registerRoutes: registerPublicProfileRoutes,
};
