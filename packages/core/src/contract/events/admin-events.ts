import { ROLE } from '../../roles/roles';
import { endpoint, roles } from '../define';
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
} from './events.schemas';

const admin = roles(ROLE.admin);
const b = '/v2/api/admin';

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
