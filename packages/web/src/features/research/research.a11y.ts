import { type DomainA11y, followFirst } from '../../../e2e/support/a11y-check';

/**
 * How the accessibility suite checks the research pages (e2e/accessibility.e2e.ts). The area pages are the
 * member's (who holds the research and startup roles); the public ones a visitor's, by default.
 */
export const researchA11y: DomainA11y = {
  'public:industry-reports/report': [
    {
      name: 'report-page',
      path: '/industry-reports',
      open: followFirst('a[href^="/industry-reports/report?slug="]'),
    },
  ],
};
