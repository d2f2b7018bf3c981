import { endpoint, PUBLIC } from '../define';
import {
  EventRegisterBody,
  EventRegisterResponse,
  OpenEventListBody,
  OpenEventListResponse,
} from './events.schemas';

const base = '/v2/api/open';

/** Public events in the open group (v2): the listing and registration without sign-in. */
export const openEvents = {
  eventListing: endpoint({
    path: `${base}/event/listing`,
    access: PUBLIC,
    feature: 'events',
    summary: 'Published events, upcoming or past, with search and filters',
    body: OpenEventListBody,
    response: OpenEventListResponse,
  }),
  eventRegister: endpoint({
    path: `${base}/event/register`,
    access: PUBLIC,
    feature: 'events',
    summary: 'Register (member in one step, visitor by emailed link), confirm, or cancel',
    body: EventRegisterBody,
    response: EventRegisterResponse,
  }),
};
