import { type DomainA11y, MEMBER, NOT_YET_CHECKED, STARTUP } from '../../../e2e/support/a11y-check';
import { PHONE } from '../../../e2e/support/harness';

const NOT_YET = { skip: NOT_YET_CHECKED };

/** How the accessibility suite checks the startups pages (e2e/accessibility.e2e.ts). */
export const startupsA11y: DomainA11y = {
  // The startups page of a member without a startup (named when it showed the "not available" notice).
  'area:startups': [{ name: 'not-available', account: MEMBER }],
  'area:startups/pitch-manager': [
    {
      // The pitch manager with its Share panel (links, views, per-section chart) on a phone.
      name: 'pitch-manager-share-phone',
      account: STARTUP,
      viewport: PHONE,
      ready: async (page) => {
        await page.getByRole('heading', { name: 'Share' }).waitFor();
      },
    },
  ],
  'public:p/:token': [
    { name: 'shared-pitch-gate', path: '/p/ailab_sh_demo-quetzal-pay-seed-round', viewport: PHONE },
  ],
  'area:startups/pitches': NOT_YET,
  'area:startups/active-pitches': NOT_YET,
  'area:investment': NOT_YET,
  'public:fundraising': NOT_YET,
  'public:investment': NOT_YET,
};
