import { ROLE } from '../roles/roles';
import { endpoint, pending, roles } from './define';
import {
  AllUsersRequest,
  AllUsersResponse,
  RoleAddUpdateBody,
  RoleAddUpdateResponse,
  RoleGetBody,
  RoleGetResponse,
} from './schemas/admin';
import { AuditListRequest, AuditListResponse } from './schemas/audit';
import {
  AdminEventListBody,
  AdminEventListResponse,
  AdminEventSchema,
  EventAddBody,
  EventDeleteBody,
  EventDeleteResponse,
  EventUpdateBody,
  RegisteredUsersBody,
  RegisteredUsersResponse,
} from './schemas/events';

const admin = roles(ROLE.admin);
const apps = roles(ROLE.applicationsAdmin);
const b = '/v2/api/admin';

/** Admin users and roles (v2). */
export const adminUsers = {
  allUsers: endpoint({
    path: `${b}/all_users`,
    access: admin,
    feature: 'user-management',
    summary: 'Users: prefix search on name, email and user name, filters, sort, keyset pages and total',
    body: AllUsersRequest,
    response: AllUsersResponse,
  }),
  roleAddUpdate: endpoint({
    path: `${b}/role/add_update`,
    access: admin,
    feature: 'user-management',
    summary: 'Grant and revoke roles and set the area code of one or many users',
    body: RoleAddUpdateBody,
    response: RoleAddUpdateResponse,
  }),
  roleGet: endpoint({
    path: `${b}/role/get`,
    access: admin,
    feature: 'user-management',
    summary: 'The role catalogue, and one user’s roles and area code when given a user',
    body: RoleGetBody,
    response: RoleGetResponse,
  }),
};

/** Admin events (v2). */
export const adminEvents = {
  listing: endpoint({
    path: `${b}/event/listing`,
    access: admin,
    feature: 'events',
    summary: 'All events in every state, with registration counts',
    body: AdminEventListBody,
    response: AdminEventListResponse,
  }),
  add: endpoint({
    path: `${b}/event/add`,
    access: admin,
    feature: 'events',
    summary: 'Create an event (draft or published)',
    body: EventAddBody,
    response: AdminEventSchema,
  }),
  update: endpoint({
    path: `${b}/event/update`,
    access: admin,
    feature: 'events',
    summary: 'Edit, publish or cancel an event',
    body: EventUpdateBody,
    response: AdminEventSchema,
  }),
  delete: endpoint({
    path: `${b}/event/delete`,
    access: admin,
    feature: 'events',
    summary: 'Delete a draft; an event with registrations is cancelled and its attendees emailed',
    body: EventDeleteBody,
    response: EventDeleteResponse,
  }),
  registeredUsers: endpoint({
    path: `${b}/event/registered_users`,
    access: admin,
    feature: 'events',
    summary: 'Attendees and waitlist of an event, with check-in state',
    body: RegisteredUsersBody,
    response: RegisteredUsersResponse,
  }),
};

/** Admin institutes (v2). */
export const adminInstitutes = {
  add: pending('institutes', `${b}/edu/institute/add`, admin, 'Create an institute'),
  update: pending('institutes', `${b}/edu/institute/update`, admin, 'Edit an institute'),
  manage: pending('institutes', `${b}/edu/institute/manage`, admin, 'Activate or deactivate an institute'),
  listing: pending('institutes', `${b}/edu/institute/listing`, admin, 'All institutes'),
  get: pending('institutes', `${b}/edu/institute/get`, admin, 'One institute'),
};

/** Admin supervisors (v2). */
export const adminSupervisors = {
  invite: pending('institutes', `${b}/institute/supervisor/invite`, admin, 'Invite a supervisor'),
  listing: pending('institutes', `${b}/institute/supervisor/listing`, admin, 'An institute’s supervisors'),
  manage: pending('institutes', `${b}/institute/supervisor/manage`, admin, 'Change or remove a supervisor'),
};

/** Admin applications (v2). */
export const adminApplications = {
  list: pending('applications', `${b}/applications/list`, apps, 'All applications'),
  get: pending('applications', `${b}/application/get`, apps, 'One application'),
  update: pending('applications', `${b}/application/update`, apps, 'Review an application'),
};

/** The audit log of administrative changes (v2). A contract extra: see docs/audit.md. */
export const adminAudit = {
  list: endpoint({
    path: `${b}/audit/list`,
    access: admin,
    summary: 'The audit log: who changed what, when, before and after',
    feature: 'audit',
    body: AuditListRequest,
    response: AuditListResponse,
  }),
};
