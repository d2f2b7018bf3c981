import { publicProfile } from './public-profile';

/** The profiles domain's contract groups. The public profile page and its owner's visibility choice. */
export const profilesContract = {
  publicProfile,
};
