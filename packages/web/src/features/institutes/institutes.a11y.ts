import { type DomainA11y, followFirst, STAFF, SUPERVISOR } from '../../../e2e/support/a11y-check';

/** How the accessibility suite checks the institutes pages (e2e/accessibility.e2e.ts). */
export const institutesA11y: DomainA11y = {
  'area:education-administration/institutions/:instituteId': [
    {
      name: 'admin-institute',
      path: '/admin/education-administration',
      account: STAFF,
      open: async (page) => {
        await followFirst('a[href^="/admin/education-administration/institutions/"]')(page);
        // The demo institutes start without audit entries: the card shows its empty state then.
        await page
          .getByText('No changes recorded yet')
          .or(page.getByRole('table', { name: 'Recent changes' }))
          .waitFor();
      },
    },
  ],
  'area:institute-admin': [
    {
      name: 'supervisor-institute-admin',
      account: SUPERVISOR,
      ready: async (page) => {
        await page.getByTestId('stalled-count').waitFor();
        await page.locator('svg .chart-bar').first().waitFor();
      },
    },
  ],
  // Opened without its emailed link: the page explains the link is incomplete.
  'public:institute-invitation': [{ name: 'institute-invitation-no-link' }],
};
