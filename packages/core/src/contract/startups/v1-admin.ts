import { ROLE } from '../../roles/roles';
import { pending, roles } from '../define';

const admin = roles(ROLE.admin);
const v = '/v1/api';

/** v1 admin: businesses and teams. */
export const v1Admin = {
  businessesList: pending('startups', `${v}/admin/businesses_list`, admin, 'All businesses'),
  businessUsers: pending('startups', `${v}/admin/business_users`, admin, 'Users of a business'),
  teamListing: pending('startups', `${v}/admin/team_listing`, admin, 'A business team'),
  moduleListing: pending('startups', `${v}/admin/module_listing`, admin, 'Modules enabled for a business'),
  inviteAssociate: pending('startups', `${v}/admin/invite_associate`, admin, 'Invite an associate'),
};
