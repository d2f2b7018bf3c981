import { ROLE } from '../../roles/roles';
import { EmptyBody, endpoint, MEMBER, roles } from '../define';
import {
  AccessRequestCreateBody,
  AccessRequestDecideBody,
  AccessRequestListRequest,
  AccessRequestListResponse,
  AccessRequestResponse,
  MyAccessRequestsResponse,
} from './access-request.schemas';

const admin = roles(ROLE.admin);
const b = '/v2/api';

/** Access requests (contract extras, issue 25): members ask for an area role, administrators decide. */
export const accessRequests = {
  create: endpoint({
    path: `${b}/access_request/create`,
    access: MEMBER,
    feature: 'users',
    summary: 'Ask for an area role, with an optional reason (one pending request per role)',
    body: AccessRequestCreateBody,
    response: AccessRequestResponse,
  }),
  mine: endpoint({
    path: `${b}/access_request/mine`,
    access: MEMBER,
    feature: 'users',
    summary: "The caller's access requests, newest first",
    body: EmptyBody,
    response: MyAccessRequestsResponse,
  }),
  list: endpoint({
    path: `${b}/admin/access_request/list`,
    access: admin,
    feature: 'users',
    summary:
      'The queue of access requests: filters by status and role, search by name or email, keyset pages',
    body: AccessRequestListRequest,
    response: AccessRequestListResponse,
  }),
  decide: endpoint({
    path: `${b}/admin/access_request/decide`,
    access: admin,
    feature: 'users',
    summary: 'Approve (grants the role) or decline a pending access request; e-mailed and notified',
    body: AccessRequestDecideBody,
    response: AccessRequestResponse,
  }),
};
