import { ROLE } from '../../roles/roles';
import { pending, roles } from '../define';

const supervisorRole = roles(ROLE.instituteAdmin);

/** Supervisor (v2): the supervisor’s own institute. */
export const supervisor = {
  instituteInfo: pending(
    'institutes',
    '/v2/api/supervisor/edu/institute/info',
    supervisorRole,
    'My institute',
  ),
  instituteTeam: pending(
    'institutes',
    '/v2/api/supervisor/edu/institute/team',
    supervisorRole,
    'My institute’s team',
  ),
};
