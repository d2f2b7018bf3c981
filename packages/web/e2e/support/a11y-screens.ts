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
  { name: 'ailab-news', path: '/ailab/news', account: MEMBER },
];
