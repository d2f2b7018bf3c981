import { ROLE } from '../../roles/roles';
import { pending, roles } from '../define';

const learner = roles(ROLE.learner);
const a = '/v2/api/ailab';

/** AI lab founder applications (v2). */
export const ailabApplications = {
  userApplications: pending('applications', `${a}/applications/user`, learner, 'My applications'),
  get: pending('applications', `${a}/application/get`, learner, 'One of my applications'),
  getProblem: pending(
    'applications',
    `${a}/application/get-problem`,
    learner,
    'An application’s problem statement',
  ),
  createIndustries: pending(
    'applications',
    `${a}/application/create-industries`,
    learner,
    'Set application industries',
  ),
  upload: pending('applications', `${a}/application/upload`, learner, 'Attach a file to my application'),
  update: pending('applications', `${a}/application/update`, learner, 'Edit my application'),
  getData: pending('applications', `${a}/application/get-data`, learner, 'Form data for an application'),
};
