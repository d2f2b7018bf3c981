import { ROLE } from '../../roles/roles';
import { EmptyBody, endpoint, roles } from '../define';
import { SupervisorInfoResponse, TeamProgressBody, TeamProgressResponse } from './progress.schemas';

const supervisorRole = roles(ROLE.instituteAdmin);

/** Supervisor (v2): the signed-in supervisor's institutes, teams and learners, never anyone else's. */
export const supervisor = {
  instituteInfo: endpoint({
    path: '/v2/api/supervisor/edu/institute/info',
    access: supervisorRole,
    feature: 'institutes',
    summary: 'My institutes and the teams in my scope',
    body: EmptyBody,
    response: SupervisorInfoResponse,
  }),
  instituteTeam: endpoint({
    path: '/v2/api/supervisor/edu/institute/team',
    access: supervisorRole,
    feature: 'institutes',
    summary: 'One team of my scope: its learners with their progress in the assigned courses',
    body: TeamProgressBody,
    response: TeamProgressResponse,
  }),
};
