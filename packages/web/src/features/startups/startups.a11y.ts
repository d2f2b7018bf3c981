import { type DomainA11y, INVESTOR, MEMBER, STARTUP } from '../../../e2e/support/a11y-check';
import { PHONE } from '../../../e2e/support/harness';

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
  'area:startups/pitches': [{ name: 'startups-pitches', account: STARTUP }],
  'area:startups/active-pitches': [{ name: 'startups-active-pitches', account: STARTUP }],
  'area:investment': [{ name: 'investor-investment', account: INVESTOR }],
};
