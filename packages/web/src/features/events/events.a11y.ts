import { type DomainA11y, followFirst, STAFF } from '../../../e2e/support/a11y-check';
import { PHONE } from '../../../e2e/support/harness';

/** How the accessibility suite checks the events pages (e2e/accessibility.e2e.ts). */
export const eventsA11y: DomainA11y = {
  'public:events': [{ name: 'events' }, { name: 'events-phone', viewport: PHONE }],
  'public:events/:slug': [{ name: 'event-page', path: '/events', open: followFirst('a[href^="/events/"]') }],
  'public:events/confirm': {
    skip: "a link from an event's email, answered with a token only a test mail holds",
  },
  'public:events/cancel': {
    skip: "a link from an event's email, answered with a token only a test mail holds",
  },
  'area:admin-events': [{ name: 'admin-events', path: '/admin/admin-events', account: STAFF }],
};
