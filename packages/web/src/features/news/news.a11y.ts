import { type DomainA11y, MEMBER, STAFF } from '../../../e2e/support/a11y-check';
import { PHONE } from '../../../e2e/support/harness';

/** How the accessibility suite checks the news pages (e2e/accessibility.e2e.ts). */
export const newsA11y: DomainA11y = {
  'area:news': [
    { name: 'ailab-news', account: MEMBER },
    { name: 'ailab-news-phone', account: MEMBER, viewport: PHONE },
    { name: 'admin-news', path: '/admin/news', account: STAFF },
  ],
};
