import { z } from 'zod';
import { EmptyBody, endpoint, PUBLIC, pending } from './define';
import { openEducation } from './education-open';
import {
  EventRegisterBody,
  EventRegisterResponse,
  OpenEventListBody,
  OpenEventListResponse,
} from './schemas/events';
import { PublicStats } from './schemas/public-stats';

const base = '/v2/api/open';

/** The open group (v2): public reads and forms that need no sign-in. */
export const open = {
  allIndustriesSection: pending(
    'industries',
    `${base}/all-industries-section`,
    PUBLIC,
    'Public industries sections',
  ),
  marketResearch: pending('research', `${base}/market-research`, PUBLIC, 'One public market research report'),
  marketResearchAll: pending('research', `${base}/market-research/all`, PUBLIC, 'All public market research'),
  ...openEducation,
  ping: endpoint({
    path: `${base}/ping`,
    access: PUBLIC,
    feature: 'platform',
    summary: 'Health check: the server and its database answer',
    body: EmptyBody,
    response: z.object({ ok: z.literal(true), time: z.string(), version: z.string(), database: z.string() }),
  }),
  eventListing: endpoint({
    path: `${base}/event/listing`,
    access: PUBLIC,
    feature: 'events',
    summary: 'Published events, upcoming or past, with search and filters',
    body: OpenEventListBody,
    response: OpenEventListResponse,
  }),
  eventRegister: endpoint({
    path: `${base}/event/register`,
    access: PUBLIC,
    feature: 'events',
    summary: 'Register (member in one step, visitor by emailed link), confirm, or cancel',
    body: EventRegisterBody,
    response: EventRegisterResponse,
  }),
  /** Contract extra (docs/web.md): the landing pages' real counts. */
  stats: endpoint({
    path: `${base}/stats`,
    access: PUBLIC,
    feature: 'platform',
    summary: 'Public counts of what the platform holds, for the landing pages (cached)',
    body: EmptyBody,
    response: PublicStats,
  }),
  applicationCreate: pending('applications', `${base}/application/create`, PUBLIC, 'Start an application'),
  applicationUpdate: pending('applications', `${base}/application/update`, PUBLIC, 'Update an application'),
  applicationUpload: pending(
    'applications',
    `${base}/application/upload`,
    PUBLIC,
    'Attach a file to an application',
  ),
};
