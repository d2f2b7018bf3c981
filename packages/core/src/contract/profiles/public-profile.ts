import { endpoint, MEMBER, PUBLIC } from '../define';
import {
  ProfileVisibilityBody,
  ProfileVisibilityResponse,
  PublicProfileBody,
  PublicProfileResponse,
} from './public-profile.schemas';

/** The public profile page `/{name}` (spec §2) and its owner's visibility choice; documented in docs/admin.md. */
export const publicProfile = {
  get: endpoint({
    path: '/v2/api/open/profile',
    access: PUBLIC,
    feature: 'profiles',
    summary: 'A public profile by user name: only what its owner chose to show',
    body: PublicProfileBody,
    response: PublicProfileResponse,
  }),
  visibility: endpoint({
    path: '/v2/api/user/profile_visibility',
    access: MEMBER,
    feature: 'profiles',
    summary: 'Read or change whether the caller’s public profile is shown, and what it shows',
    body: ProfileVisibilityBody,
    response: ProfileVisibilityResponse,
  }),
};
