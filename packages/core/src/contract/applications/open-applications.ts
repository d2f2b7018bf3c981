import { PUBLIC, pending } from '../define';

const base = '/v2/api/open';

/** A visitor's founder application in the open group (v2). */
export const openApplications = {
  applicationCreate: pending('applications', `${base}/application/create`, PUBLIC, 'Start an application'),
  applicationUpdate: pending('applications', `${base}/application/update`, PUBLIC, 'Update an application'),
  applicationUpload: pending(
    'applications',
    `${base}/application/upload`,
    PUBLIC,
    'Attach a file to an application',
  ),
};
