import { ROLE } from '../../roles/roles';
import { pending, roles } from '../define';

const apps = roles(ROLE.applicationsAdmin);
const b = '/v2/api/admin';

/** Admin applications (v2). */
export const adminApplications = {
  list: pending('applications', `${b}/applications/list`, apps, 'All applications'),
  get: pending('applications', `${b}/application/get`, apps, 'One application'),
  update: pending('applications', `${b}/application/update`, apps, 'Review an application'),
};
