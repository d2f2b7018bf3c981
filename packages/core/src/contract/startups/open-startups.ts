import { endpoint, PUBLIC } from '../define';
import { FundraisingBody, FundraisingResponse } from './investor.schemas';

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
};
