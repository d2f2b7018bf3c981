import { type DomainA11y, NOT_YET_CHECKED } from '../../../e2e/support/a11y-check';

const NOT_YET = { skip: NOT_YET_CHECKED };

/** How the accessibility suite checks the research pages (e2e/accessibility.e2e.ts). */
export const researchA11y: DomainA11y = {
  'area:startups/research': NOT_YET,
  'area:startups/industries': NOT_YET,
  'area:founders/your-industries': NOT_YET,
  'area:industries/all-industries': NOT_YET,
  'area:industries/your-research': NOT_YET,
  'public:ai-maturity-report': NOT_YET,
  'public:industries': NOT_YET,
  'public:industry-reports': NOT_YET,
  'public:industry-reports/report': NOT_YET,
};
