import { type DomainA11y, STAFF } from '../../../e2e/support/a11y-check';
import { PHONE } from '../../../e2e/support/harness';

/** How the accessibility suite checks the users pages (e2e/accessibility.e2e.ts). */
export const usersA11y: DomainA11y = {
  'area:user-management': [
    { name: 'admin-users', path: '/admin/user-management', account: STAFF },
    { name: 'admin-users-phone', path: '/admin/user-management', account: STAFF, viewport: PHONE },
    {
      name: 'admin-user-sheet',
      path: '/admin/user-management',
      account: STAFF,
      open: async (page) => {
        await page.getByRole('table').getByRole('row').nth(1).getByRole('button').first().click();
        await page.getByTestId('user-sheet').waitFor();
      },
    },
  ],
  'area:user': { skip: 'the same screen as user-management' },
  'area:access-requests': [
    {
      name: 'admin-access-requests',
      path: '/admin/access-requests?status=any',
      account: STAFF,
      ready: async (page) => {
        await page.getByRole('heading', { level: 1, name: 'Access requests' }).waitFor();
        await page
          .getByText('No results found!')
          .or(page.getByRole('table', { name: 'Access requests' }))
          .first()
          .waitFor();
      },
    },
  ],
};
