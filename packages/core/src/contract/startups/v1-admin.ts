import { ROLE } from '../../roles/roles';
import { endpoint, roles } from '../define';
import {
  BusinessesListBody,
  BusinessesListResponse,
  BusinessUsersBody,
  BusinessUsersResponse,
  InvitationSchema,
  InviteBody,
  ModuleListingBody,
  ModuleListingResponse,
  TeamListingBody,
  TeamListingResponse,
} from './startup.schemas';

const admin = roles(ROLE.admin);
const feature = 'startups';
const v = '/v1/api';

/** v1 admin: businesses and teams. */
export const v1Admin = {
  businessesList: endpoint({
    path: `${v}/admin/businesses_list`,
    access: admin,
    feature,
    summary: 'All businesses (search, stage, industry, status)',
    body: BusinessesListBody,
    response: BusinessesListResponse,
  }),
  businessUsers: endpoint({
    path: `${v}/admin/business_users`,
    access: admin,
    feature,
    summary: 'Users of a business',
    body: BusinessUsersBody,
    response: BusinessUsersResponse,
  }),
  teamListing: endpoint({
    path: `${v}/admin/team_listing`,
    access: admin,
    feature,
    summary: 'Teams across the studio',
    body: TeamListingBody,
    response: TeamListingResponse,
  }),
  moduleListing: endpoint({
    path: `${v}/admin/module_listing`,
    access: admin,
    feature,
    summary: 'Modules enabled for a business; `set` switches some on or off',
    body: ModuleListingBody,
    response: ModuleListingResponse,
  }),
  inviteAssociate: endpoint({
    path: `${v}/admin/invite_associate`,
    access: admin,
    feature,
    summary: 'Invite an associate to a business by email',
    body: InviteBody,
    response: InvitationSchema,
  }),
};
