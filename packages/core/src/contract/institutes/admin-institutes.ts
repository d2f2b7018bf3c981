import { ROLE } from '../../roles/roles';
import { pending, roles } from '../define';

const admin = roles(ROLE.admin);
const b = '/v2/api/admin';

/** Admin institutes (v2). */
export const adminInstitutes = {
  add: pending('institutes', `${b}/edu/institute/add`, admin, 'Create an institute'),
  update: pending('institutes', `${b}/edu/institute/update`, admin, 'Edit an institute'),
  manage: pending('institutes', `${b}/edu/institute/manage`, admin, 'Activate or deactivate an institute'),
  listing: pending('institutes', `${b}/edu/institute/listing`, admin, 'All institutes'),
  get: pending('institutes', `${b}/edu/institute/get`, admin, 'One institute'),
};
