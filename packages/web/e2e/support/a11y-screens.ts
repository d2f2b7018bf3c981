import type { DomainPage } from '../../src/lib/domain-pages';
import {
  type A11yCheck,
  type A11yScreen,
  type DomainA11y,
  MEMBER,
  type PageA11y,
  STAFF,
  STUDENT,
} from './a11y-check';
import { openMenu, PHONE } from './harness';

/** The screens of the app itself (its shell, sign-in pages and own screens), checked as listed. */
const APP_SCREENS: A11yScreen[] = [
  { name: 'home-ailab', path: '/?home=ailab' },
  { name: 'home-venture', path: '/?home=venture' },
  { name: 'home-education', path: '/?home=education' },
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'reset-password', path: '/change-password' },
  { name: 'magic-login', path: '/magic-login' },
  { name: 'verify', path: '/verify?email=new%40example.com' },
  { name: 'verify-without-email', path: '/verify' },
  { name: 'dashboard', path: '/ailab/dashboard', account: MEMBER },
  {
    name: 'menu-open',
    path: '/ailab/dashboard',
    account: MEMBER,
    open: async (page) => {
      await openMenu(page);
      await page.getByTestId('side-menu').getByRole('button', { name: 'Industries' }).click();
    },
  },
  {
    // Below md the side menu is a modal panel over a backdrop instead of the docked sidebar.
    name: 'menu-open-phone',
    path: '/ailab/dashboard',
    account: MEMBER,
    viewport: PHONE,
    open: openMenu,
  },
  { name: 'home-ailab-phone', path: '/?home=ailab', viewport: PHONE },
  { name: 'dashboard-phone', path: '/ailab/dashboard', account: MEMBER, viewport: PHONE },
  {
    name: 'public-menu-open-phone',
    path: '/?home=venture',
    viewport: PHONE,
    open: (page) => page.getByTestId('public-menu-toggle').click(),
  },
  {
    name: 'user-panel-open',
    path: '/ailab/dashboard',
    account: MEMBER,
    open: async (page) => {
      await page.getByTestId('avatar-button').click();
      await page.getByTestId('user-panel').waitFor();
    },
  },
  {
    name: 'profile-settings',
    path: '/ailab/profile-settings',
    account: MEMBER,
    ready: (page) => page.getByText('You have no API tokens.').waitFor(),
  },
  // Screens of the app itself (app/routes/area-screens.ts).
  { name: 'admin-audit', path: '/admin/audit', account: STAFF },
  { name: 'notifications', path: '/ailab/notifications', account: STUDENT },
  { name: 'education-administration', path: '/admin/education-administration', account: STAFF },
  // Issue 25 item 11: the sign-in page after an expired session, and the no-access page.
  {
    name: 'login-session-expired',
    path: '/login?expired=1&next=%2Failab%2Fnews',
    ready: (page) => page.getByTestId('session-expired').waitFor(),
  },
  {
    name: 'no-access',
    path: '/ailab/news',
    account: 'student@example.com',
    ready: (page) => page.getByTestId('no-access').waitFor(),
  },
  {
    // ZoomLab (issue 25): upcoming online sessions and past ones with recordings and materials.
    name: 'zoomlab',
    path: '/zoomlab',
    ready: async (page) => {
      await page.getByRole('heading', { level: 1, name: 'ZoomLab' }).waitFor();
      await page.getByRole('link', { name: 'Watch the recording' }).first().waitFor();
    },
  },
];

/** Every domain's pages (`features/<domain>/<domain>.pages.ts`), each with its domain. */
const domainPages = Object.entries(
  import.meta.glob<Record<string, readonly DomainPage[]>>('../../src/features/*/*.pages.ts', { eager: true }),
).flatMap(([path, module]) => {
  const domain = path.split('/').at(-2) ?? '';
  return (module[`${domain}Pages`] ?? []).map((page) => ({ ...page, domain }));
});

/** Every domain's `features/<domain>/<domain>.a11y.ts`, by domain. */
const DOMAIN_A11Y = Object.fromEntries(
  Object.entries(
    import.meta.glob<Record<string, DomainA11y>>('../../src/features/*/*.a11y.ts', { eager: true }),
  ).map(([path, module]) => {
    const domain = path.split('/').at(-2) ?? '';
    return [domain, module[`${domain}A11y`] ?? {}];
  }),
);

/**
 * The checks of every domain page: as its domain's a11y list declares, or by default the page at its
 * own path (below /ailab, as the member, for an area page; as a visitor for a public page). A page with
 * a `:parameter` must be declared (how to reach it, or why it is not checked), and every declaration
 * must name a page of the domain: both fail here, when the suite loads.
 */
export function domainA11yScreens(): A11yScreen[] {
  const declared = new Set<string>();
  const screens = domainPages.flatMap((page) => {
    const key = `${page.where}:${page.path}`;
    declared.add(`${page.domain} ${key}`);
    const base: A11yScreen =
      page.where === 'area'
        ? { name: `${page.domain}:${key}`, path: `/ailab/${page.path}`, account: MEMBER }
        : { name: `${page.domain}:${key}`, path: `/${page.path}` };
    const checks: PageA11y | undefined = DOMAIN_A11Y[page.domain]?.[key];
    if (checks === undefined && page.path.includes(':'))
      throw new Error(`Declare how axe checks ${key} in features/${page.domain}/${page.domain}.a11y.ts`);
    if (checks !== undefined && 'skip' in checks) return [];
    return (checks ?? [{}]).map((check: Partial<A11yCheck>) => ({ ...base, ...check }));
  });
  for (const [domain, list] of Object.entries(DOMAIN_A11Y))
    for (const key of Object.keys(list))
      if (!declared.has(`${domain} ${key}`))
        throw new Error(
          `features/${domain}/${domain}.a11y.ts names ${key}, which is not a page of ${domain}`,
        );
  return screens;
}

/** Every screen the accessibility suite checks: the app's own, then every domain page's. */
export const A11Y_SCREENS: A11yScreen[] = [...APP_SCREENS, ...domainA11yScreens()];
