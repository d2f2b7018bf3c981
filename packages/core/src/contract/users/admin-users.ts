import { ROLE } from '../../roles/roles';
import { endpoint, roles } from '../define';
import {
  AllUsersRequest,
  AllUsersResponse,
  RoleAddUpdateBody,
  RoleAddUpdateResponse,
  RoleGetBody,
  RoleGetResponse,
} from './users.schemas';

const admin = roles(ROLE.admin);
const b = '/v2/api/admin';

/** Admin users and roles (v2). */
export const adminUsers = {
  allUsers: endpoint({
    path: `${b}/all_users`,
    access: admin,
    feature: 'users',
    summary:
      'Users: accent- and case-insensitive search on names, user name and e-mail (any word, e-mail domains included), filters, sort, keyset pages and total',
    body: AllUsersRequest,
    response: AllUsersResponse,
  }),
  roleAddUpdate: endpoint({
    path: `${b}/role/add_update`,
    access: admin,
    feature: 'users',
    summary: 'Grant and revoke roles and set the area code of one or many users',
    body: RoleAddUpdateBody,
    response: RoleAddUpdateResponse,
  }),
  roleGet: endpoint({
    path: `${b}/role/get`,
    access: admin,
    feature: 'users',
    summary: 'The role catalogue, and one user’s roles and area code when given a user',
    body: RoleGetBody,
    response: RoleGetResponse,
  }),
};
