import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { SignInResult } from '@ailab/core/contract/accounts/user.schemas';
import { areaFor } from '@ailab/core/menu/visible-menu';
import { sessionFromSignIn, writeSession } from '@ailab/core/session/session';
import { startTestServer, type TestServer } from '@ailab/server/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildWebIfStale } from './build-web';
import { launchChromium } from './chromium';

/** One server and one browser for a whole e2e file. */
export interface Harness {
  server: TestServer;
  browser: Browser;
  /** http://127.0.0.1:<port> */
  origin: string;
  port: string;
  close(): Promise<void>;
}

export const DEMO_PASSWORD = 'demo-password-1';
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
export const SCREENSHOT_DIR = join(import.meta.dirname, '..', 'screenshots');

/** Starts the real server over the built app, and chromium. */
export async function startHarness(): Promise<Harness> {
  const webDist = await buildWebIfStale();
  const [server, browser] = await Promise.all([startTestServer({ webDist }), launchChromium()]);
  const origin = server.url.replace(/\/$/, '');
  return {
    server,
    browser,
    origin,
    port: new URL(origin).port,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** A fresh context (own storage) and page; page errors fail loudly in the log. */
export async function openPage(
  harness: Harness,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await harness.browser.newContext({ viewport });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  return { context, page };
}

/** Signs in through the login form and waits for the area dashboard (or the forced change). */
export async function signIn(page: Page, origin: string, email: string, password = DEMO_PASSWORD) {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login Now!' }).click();
  await page.waitForURL(/\/(ailab|admin)\/dashboard$|\/change-password$/);
}

/**
 * Signs `email` in through the API and keeps the session in the page's storage as the sign-in form
 * would (`writeSession`), without loading the form and the dashboard after it: for tests whose subject
 * is another screen, which they open next. The sign-in journey itself is `signIn`'s (and auth.e2e.ts's).
 */
export async function storeSession(
  page: Page,
  origin: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<{ dashboard: string }> {
  const response = await fetch(`${origin}/v2/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as SignInResult;
  if (!response.ok) throw new Error(`Signing in ${email} failed: ${response.status} ${JSON.stringify(body)}`);
  const entries = new Map<string, string>();
  writeSession(
    {
      getItem: (key) => entries.get(key) ?? null,
      setItem: (key, value) => entries.set(key, value),
      removeItem: (key) => entries.delete(key),
      clear: () => entries.clear(),
    },
    sessionFromSignIn(body),
  );
  // Storage belongs to the origin: a small answer of the server's puts the page there without booting the app.
  if (!page.url().startsWith(origin)) await page.goto(`${origin}/healthz`);
  await page.evaluate(
    (items) => {
      for (const [key, value] of items) localStorage.setItem(key, value);
    },
    [...entries],
  );
  return { dashboard: `${origin}/${areaFor(body.user.area_code)}/dashboard` };
}

/**
 * Opens `email`'s area dashboard signed in, as `signIn` ends, with the session stored through the API
 * (`storeSession`) instead of the form: for tests whose subject is what follows the sign-in.
 */
export async function enterAs(page: Page, origin: string, email: string, password = DEMO_PASSWORD) {
  const { dashboard } = await storeSession(page, origin, email, password);
  await page.goto(dashboard);
  // As after the form: the app has started and shows the signed-in screen (the page's load comes earlier).
  await page.waitForFunction(() => !document.getElementById('boot-shell'));
  await page.locator('main h1').first().waitFor();
  // A fresh page still swaps in its web font, which moves things a pointer may be aimed at next.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * After the session was revoked behind the app's back: opens Profile Settings from the user panel and waits for
 * the sign-in page at `expired`. The app's own background request may meet the rejection before the clicks, so
 * the clicks may find the page already leaving: the outcome is what counts.
 */
export async function followRejectedSession(page: Page, expired: RegExp) {
  const leaving = page.waitForURL(expired);
  await page
    .getByTestId('avatar-button')
    .click({ timeout: 5_000 })
    .then(() => page.getByRole('link', { name: 'Profile Settings' }).click({ timeout: 5_000 }))
    .catch(() => undefined);
  await leaving;
}

/** Opens the side menu and waits until it is in place. */
export async function openMenu(page: Page) {
  await page.getByTestId('menu-toggle').click();
  await page.getByTestId('side-menu').waitFor({ state: 'visible' });
  await page.waitForTimeout(350);
}

/** The top-level entry labels of the open side menu, in order. */
export async function menuLabels(page: Page): Promise<string[]> {
  const nav = page.getByTestId('side-menu').getByRole('navigation');
  const items = nav.locator(':scope > ul > li > a, :scope > ul > li > button');
  return (await items.allTextContents()).map((text) => text.trim());
}

/**
 * Resolves once every running animation or transition has finished; one cancelled on the
 * way (a hover transition replaced by the next) counts as finished rather than failing.
 */
export async function animationsSettled(page: Page) {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
}

/**
 * Whether this run saves screenshots for review (`SCREENSHOTS=1`, as `npm run screenshots` sets): a
 * full-page PNG costs time every run pays for and only a person looking at them needs.
 */
export function screenshotsWanted(): boolean {
  return process.env.SCREENSHOTS === '1';
}

/**
 * Saves a screenshot into e2e/screenshots/<name>.png, once running animations have finished, when this
 * run saves screenshots (`screenshotsWanted`).
 */
export async function screenshot(page: Page, name: string) {
  if (!screenshotsWanted()) return;
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await animationsSettled(page);
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** Visible elements (decoration aside) whose right edge leaves the viewport: text cut off on a phone. */
export function elementsPastRightEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const offenders: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('main *, header *')) {
      if (element.closest('[aria-hidden="true"], [role="dialog"], .sr-only')) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width > 0 && rect.right > width + 1) {
        offenders.push(`${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120));
      }
    }
    return offenders;
  });
}

/** POSTs `body` as JSON to the harness's server (with a bearer token when given) and answers the parsed reply. */
export async function postApi(h: Harness, path: string, body: unknown, token?: string) {
  const response = await fetch(`${h.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return response.json();
}
