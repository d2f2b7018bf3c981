import type { Page } from 'playwright-core';
import { openMenu, PHONE } from './harness';

/**
 * One screen the accessibility suite checks with axe-core in light and dark mode.
 * A feature screen joins the suite by adding an entry here: its path, the demo
 * account that may open it (none for public pages) and, when the screen needs
 * more than its main heading to be ready, what to wait for.
 */
export interface A11yScreen {
  name: string;
  path: string;
  /** The demo account to sign in with; public screens leave it out. */
  account?: string;
  /** Waits until the screen shows what axe should see; by default its `h1`. */
  ready?: (page: Page) => Promise<void>;
  /** The window size to check at; desktop (1280×800) by default. */
  viewport?: { width: number; height: number };
  /** Brings the screen into the state to check after it is ready (a panel opened, …). */
  open?: (page: Page) => Promise<void>;
}

const MEMBER = 'member@example.com';
const STAFF = 'staff@example.com';
const STUDENT = 'student@example.com';

/** Follows the first link inside `main` that matches `selector`, then waits for the new page's heading. */
function followFirst(selector: string) {
  return async (page: Page) => {
    const before = page.url();
    await page.locator(`main ${selector}`).first().click();
    await page.waitForURL((url) => url.href !== before);
    await page.locator('main h1').waitFor();
  };
}

/** Every screen built so far; feature screens are added as they land. */
export const A11Y_SCREENS: A11yScreen[] = [
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
  // A screen whose feature has not landed yet shows the "not available" notice.
  { name: 'not-available', path: '/ailab/startups', account: MEMBER },
  { name: 'shared-pitch-gate', path: '/p/ailab_sh_demo-quetzal-pay-seed-round', viewport: PHONE },
  // Domain screens.
  { name: 'events', path: '/events' },
  { name: 'events-phone', path: '/events', viewport: PHONE },
  { name: 'event-page', path: '/events', open: followFirst('a[href^="/events/"]') },
  { name: 'education-all', path: '/education/all' },
  { name: 'education-all-phone', path: '/education/all', viewport: PHONE },
  { name: 'course-page', path: '/education/all', open: followFirst('a[href^="/education/all/"]') },
  { name: 'certificate-check', path: '/education/certificate' },
  { name: 'my-learning', path: '/ailab/my-education/mylearning', account: STUDENT },
  { name: 'ailab-news', path: '/ailab/news', account: MEMBER },
  { name: 'ailab-news-phone', path: '/ailab/news', account: MEMBER, viewport: PHONE },
  { name: 'ailab-repositories', path: '/ailab/repositories', account: MEMBER },
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
  { name: 'admin-news', path: '/admin/news', account: STAFF },
  { name: 'admin-audit', path: '/admin/audit', account: STAFF },
  { name: 'notifications', path: '/ailab/notifications', account: STUDENT },
  { name: 'admin-events', path: '/admin/admin-events', account: STAFF },
  { name: 'education-administration', path: '/admin/education-administration', account: STAFF },
  {
    name: 'admin-course',
    path: '/admin/education-administration',
    account: STAFF,
    open: followFirst('a[href^="/admin/education-administration/course/"]'),
  },
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
  {
    name: 'supervisor-institute-admin',
    path: '/ailab/institute-admin',
    account: 'supervisor@example.com',
    ready: async (page) => {
      await page.getByTestId('stalled-count').waitFor();
      await page.locator('svg .chart-bar').first().waitFor();
    },
  },
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
    name: 'admin-access-requests',
    path: '/admin/access-requests?status=any',
    account: 'staff@example.com',
    ready: async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Access requests' }).waitFor();
      await page
        .getByText('No results found!')
        .or(page.getByRole('table', { name: 'Access requests' }))
        .first()
        .waitFor();
    },
  },
  {
    // The pitch manager with its Share panel (links, views, per-section chart) on a phone.
    name: 'pitch-manager-share-phone',
    path: '/ailab/startups/pitch-manager',
    account: 'startup@example.com',
    viewport: PHONE,
    ready: async (page) => {
      await page.getByRole('heading', { name: 'Share' }).waitFor();
    },
  },
  {
    // The public quiz leaderboard the education home advertises (issue 25, item 2).
    name: 'quiz-leaders',
    path: '/education/leaders',
    ready: async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Quiz leaderboard' }).waitFor();
      await page
        .getByRole('table', { name: 'Quiz leaderboard' })
        .or(page.getByRole('status'))
        .first()
        .waitFor();
    },
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
