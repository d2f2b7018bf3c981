import { ROLE } from '../../roles/roles';
import { endpoint, roles } from '../define';
import {
  InvitationSchema,
  SupervisorInviteBody,
  SupervisorListBody,
  SupervisorListResponse,
  SupervisorManageBody,
  SupervisorManageResponse,
} from './supervisors.schemas';

const admin = roles(ROLE.admin);
const b = '/v2/api/admin';

/** Admin supervisors (v2). */
export const adminSupervisors = {
  invite: endpoint({
    path: `${b}/institute/supervisor/invite`,
    access: admin,
    feature: 'institutes',
    summary: 'Invite a supervisor by email for the whole institute or chosen teams',
    body: SupervisorInviteBody,
    response: InvitationSchema,
  }),
  listing: endpoint({
    path: `${b}/institute/supervisor/listing`,
    access: admin,
    feature: 'institutes',
    summary: 'An institute’s supervisors and invitations',
    body: SupervisorListBody,
    response: SupervisorListResponse,
  }),
  manage: endpoint({
    path: `${b}/institute/supervisor/manage`,
    access: admin,
    feature: 'institutes',
    summary: 'Change a supervisor’s scope, remove a supervisor, revoke or resend an invitation',
    body: SupervisorManageBody,
    response: SupervisorManageResponse,
  }),
};
