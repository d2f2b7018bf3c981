import type { Page } from 'playwright-core';

/**
 * One screen the accessibility suite checks with axe-core in light and dark mode: its path, the demo
 * account that may open it (none for public pages) and, when the screen needs more than its main
 * heading to be ready, what to wait for.
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

/** One check of a domain page: its name and what differs from the page's default check. */
export type A11yCheck = Pick<A11yScreen, 'name'> & Partial<A11yScreen>;

/**
 * How axe checks a domain page: the checks to run (each from the page's default: its path, no
 * account for a public page, the member for an area page), or why it is not checked.
 */
export type PageA11y = readonly A11yCheck[] | { skip: string };

/**
 * A domain's `features/<domain>/<domain>.a11y.ts`: its pages that need more than the default check
 * (or none), keyed `area:<path>` or `public:<path>` as the domain's `*.pages.ts` lists them. A page
 * left out is checked by default; one with a `:parameter` in its path must be declared.
 */
export type DomainA11y = Readonly<Record<string, PageA11y>>;

/** Demo accounts (the demo seeders'). */
export const MEMBER = 'member@example.com';
export const STAFF = 'staff@example.com';
export const STUDENT = 'student@example.com';
export const SUPERVISOR = 'supervisor@example.com';
export const STARTUP = 'startup@example.com';
export const INVESTOR = 'investor@example.com';

/** Follows the first link inside `main` that matches `selector`, then waits for the new page's heading. */
export function followFirst(selector: string) {
  return async (page: Page) => {
    const before = page.url();
    await page.locator(`main ${selector}`).first().click();
    await page.waitForURL((url) => url.href !== before);
    await page.locator('main h1').waitFor();
  };
}
