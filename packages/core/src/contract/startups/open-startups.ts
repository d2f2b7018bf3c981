import { endpoint, PUBLIC } from '../define';
import { FundraisingBody, FundraisingResponse } from './investor.schemas';
import {
  ShareTrackBody,
  ShareTrackResponse,
  ShareUnlockBody,
  ShareUnlockResponse,
  ShareViewBody,
  ShareViewResponse,
} from './share.schemas';

/** The startup studio's part of the open group. */
export const openStartups = {
  fundraisingListing: endpoint({
    path: '/v2/api/open/fundraising/listing',
    access: PUBLIC,
    feature: 'startups',
    summary: 'Startups that chose to be listed as raising, with their active pitch (contract extra)',
    body: FundraisingBody,
    response: FundraisingResponse,
  }),
  pitchShareView: endpoint({
    path: '/v2/api/open/pitch_share/view',
    access: PUBLIC,
    feature: 'startups',
    summary:
      'A pitch through its share link (an email first when the link asks for one); 410 once expired or revoked (contract extra)',
    body: ShareViewBody,
    response: ShareViewResponse,
  }),
  pitchShareTrack: endpoint({
    path: '/v2/api/open/pitch_share/track',
    access: PUBLIC,
    feature: 'startups',
    summary:
      'Report time spent on sections during a share-link visit (clamped, rate-limited; contract extra)',
    body: ShareTrackBody,
    response: ShareTrackResponse,
  }),
  pitchShareUnlock: endpoint({
    path: '/v2/api/open/pitch_share/unlock',
    access: PUBLIC,
    feature: 'startups',
    summary:
      'The password of a protected share link: the right one answers a short-lived view grant for that link (rate-limited; contract extra)',
    body: ShareUnlockBody,
    response: ShareUnlockResponse,
  }),
};
