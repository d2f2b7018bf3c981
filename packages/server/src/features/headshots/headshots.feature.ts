import type { FeatureManifest } from '../feature-manifest';
import { registerHeadshotRoutes } from './headshot.routes';

/** The caller's profile photo. */
export const headshotsFeature: FeatureManifest = {
  name: 'headshots',
  registerRoutes: registerHeadshotRoutes,
};
