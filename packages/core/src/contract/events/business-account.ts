import { ROLE } from '../../roles/roles';
import { endpoint, MEMBER, roles } from '../define';
import {
  MyEventsBody,
  MyEventsResponse,
  OrganisedEventsBody,
  OrganisedEventsResponse,
} from './events.schemas';

const admin = roles(ROLE.admin);
const v = '/v1/api';

/** v1 business account events. */
export const businessAccount = {
  adminEvents: endpoint({
    path: `${v}/business_account/admin_events`,
    access: admin,
    feature: 'events',
    summary: 'The events the calling administrator organises, with counts',
    body: OrganisedEventsBody,
    response: OrganisedEventsResponse,
  }),
  allEvents: endpoint({
    path: `${v}/business_account/all_events`,
    access: MEMBER,
    feature: 'events',
    summary: 'Every published event with my registration state',
    body: MyEventsBody,
    response: MyEventsResponse,
  }),
};
