import { type DomainA11y, STAFF } from '../../../e2e/support/a11y-check';

/** How the accessibility suite checks the applications pages (e2e/accessibility.e2e.ts). */
export const applicationsA11y: DomainA11y = {
  'area:application-management': [
    {
      name: 'admin-applications-assign',
      path: '/admin/application-management',
      account: STAFF,
      open: async (page) => {
        await page.getByRole('button', { name: 'Assign reviewers' }).click();
        await page.getByRole('dialog').getByText('Assignments per reviewer (now → after)').waitFor();
      },
    },
    {
      name: 'admin-programme-settings',
      path: '/admin/application-management',
      account: STAFF,
      open: async (page) => {
        await page.getByLabel('Programme', { exact: true }).selectOption('founders-spring');
        await page.getByRole('button', { name: 'Programme settings' }).click();
        await page.getByRole('dialog').getByLabel('Review phase').waitFor();
      },
    },
  ],
};
