import { ROLE } from '../../roles/roles';
import { pending, roles } from '../define';

const admin = roles(ROLE.admin);
const b = '/v2/api/admin';

/** Admin supervisors (v2). */
export const adminSupervisors = {
  invite: pending('institutes', `${b}/institute/supervisor/invite`, admin, 'Invite a supervisor'),
  listing: pending('institutes', `${b}/institute/supervisor/listing`, admin, 'An institute’s supervisors'),
  manage: pending('institutes', `${b}/institute/supervisor/manage`, admin, 'Change or remove a supervisor'),
};
