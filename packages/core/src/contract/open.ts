import { z } from 'zod';
import { EmptyBody, endpoint, PUBLIC, pending } from './define';

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
  courses: pending('education', `${base}/courses`, PUBLIC, 'Published courses'),
  course: pending('education', `${base}/course`, PUBLIC, 'One published course'),
  quizLeaders: pending('education', `${base}/quiz/leaders`, PUBLIC, 'Quiz leaderboard'),
  quizDemo: pending('education', `${base}/quiz/demo`, PUBLIC, 'A demo quiz'),
  ping: endpoint({
    path: `${base}/ping`,
    access: PUBLIC,
    feature: 'platform',
    summary: 'Health check: the server and its database answer',
    body: EmptyBody,
    response: z.object({ ok: z.literal(true), time: z.string(), version: z.string(), database: z.string() }),
  }),
  eventListing: pending('events', `${base}/event/listing`, PUBLIC, 'Upcoming public events'),
  eventRegister: pending('events', `${base}/event/register`, PUBLIC, 'Register for an event'),
  applicationCreate: pending('applications', `${base}/application/create`, PUBLIC, 'Start an application'),
  applicationUpdate: pending('applications', `${base}/application/update`, PUBLIC, 'Update an application'),
  applicationUpload: pending(
    'applications',
    `${base}/application/upload`,
    PUBLIC,
    'Attach a file to an application',
  ),
};
