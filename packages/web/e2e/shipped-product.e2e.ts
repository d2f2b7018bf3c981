import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { menuHref, visibleMenu } from '@ailab/core/menu/visible-menu';
import { type Started, startProcess } from '@ailab/server/testing/server-process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/config/paths';
import { chromiumAvailable, launchChromium } from './support/chromium';
import { DEMO_PASSWORD, DESKTOP, signIn } from './support/harness';

const REPO_ROOT = resolve(import.meta.dirname, '..', '..', '..');

/** The public pages a visitor can reach from the header, the footer and the homes. */
const PUBLIC_PATHS = [
  paths.home,
  paths.login,
  paths.register,
  paths.events,
  paths.education.all,
  paths.industries,
  paths.industryReports,
  paths.fundraising,
  paths.apply,
  paths.aiMaturityReport,
  paths.investment,
  paths.internship,
  paths.aiTools,
];

/** Demo accounts whose menus between them reach every landed screen of both areas. */
const ACCOUNTS = ['staff@example.com', 'member@example.com', 'student@example.com', 'supervisor@example.com'];

/** The help topics in the repository (help/en-US), which the shipped help screen must list. */
const helpTopicCount = readdirSync(join(REPO_ROOT, 'help', 'en-US')).filter((name) =>
  name.endsWith('.md'),
).length;

/** `npm start` as a user runs it: the start script, the compiled server, production mode. */
async function startShipped(dataDir: string): Promise<Started> {
  const script = join(REPO_ROOT, 'scripts', 'start.mjs');
  // The first start builds the compiled server: minutes on a loaded machine.
  return startProcess(dataDir, { NODE_ENV: 'production' }, ['--max-semi-space-size=4', script], 170_000);
}

/**
 * Visits `path` and answers what went wrong there: page errors, 5xx answers, no heading. `within` moves within
 * the loaded app (a history entry, as a menu choice makes), which still loads the screen's own code from the
 * compiled server; otherwise the page loads the address afresh (the server's answer for a deep link).
 */
async function problemsAt(page: Page, origin: string, path: string, within = false): Promise<string[]> {
  const problems: string[] = [];
  const onError = (error: Error) => problems.push(`page error: ${error.message}`);
  const onResponse = (response: { status(): number; url(): string }) => {
    if (response.status() >= 500 && response.url().startsWith(origin))
      problems.push(`${response.status()} from ${response.url().slice(origin.length)}`);
  };
  page.on('pageerror', onError);
  page.on('response', onResponse);
  try {
    if (within) {
      // The headings on screen now belong to the screen being left: the next one's heading is a new element.
      await page.evaluate((to) => {
        for (const heading of document.querySelectorAll('#root h1')) heading.setAttribute('data-left', '');
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    } else {
      await page.goto(`${origin}${path}`);
    }
    await page
      .waitForFunction(
        () => !document.getElementById('boot-shell') && document.querySelector('#root h1:not([data-left])'),
        undefined,
        {
          timeout: 15_000,
        },
      )
      .catch(() => problems.push('no heading'));
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
      timeout: 15_000,
    });
  } finally {
    page.off('pageerror', onError);
    page.off('response', onResponse);
  }
  return problems;
}

/**
 * The product as it ships: `npm start`'s compiled server (not the TypeScript sources under tsx)
 * serving the built app. Code that works under tsx and breaks in the bundle (the help folder once
 * did) fails here: every public page and every menu destination of the demo accounts renders with
 * a heading, no script error and no 5xx answer.
 */
describe.skipIf(!chromiumAvailable())('the shipped product (npm start)', { timeout: 600_000 }, () => {
  let shipped: Started | undefined;
  let origin = '';
  let browser: Browser;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ailab-shipped-'));
    [shipped, browser] = await Promise.all([startShipped(dataDir), launchChromium()]);
    origin = `http://127.0.0.1:${new URL(shipped.url).port}`;
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    if (shipped) {
      const exited = new Promise((done) => shipped?.child.on('exit', done));
      shipped.child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('renders every public page', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const found: Record<string, string[]> = {};
    for (const path of PUBLIC_PATHS) found[path] = await problemsAt(page, origin, path);
    await context.close();
    expect(found).toEqual(Object.fromEntries(PUBLIC_PATHS.map((path) => [path, []])));
  });

  it('renders every menu destination of the demo accounts, and help has its topics', async () => {
    const found: Record<string, string[]> = {};
    for (const email of ACCOUNTS) {
      const login = await fetch(`${origin}/v2/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      const { user } = (await login.json()) as { user: { roles: number[]; area_code?: string | null } };
      const destinations = visibleMenu(user.roles).flatMap((entry) =>
        [entry.path, ...(entry.submenus ?? []).map((item) => item.path)].map((path) =>
          menuHref(path, user.area_code),
        ),
      );
      const context = await browser.newContext({ viewport: DESKTOP });
      const page = await context.newPage();
      await signIn(page, origin, email);
      // Signing in loaded the app; each destination is then chosen within it, as from the menu.
      for (const path of new Set([...destinations, paths.ailab.help(), paths.ailab.profileSettings]))
        found[`${email} ${path}`] = await problemsAt(page, origin, path, true);
      await page.goto(`${origin}${paths.ailab.help()}`);
      const topics = page.getByRole('navigation', { name: 'Help topics' }).getByRole('link');
      await expect.poll(() => topics.count()).toBe(helpTopicCount);
      await page.getByTestId('help-topic').waitFor();
      await context.close();
    }
    expect(Object.keys(found).length).toBeGreaterThan(ACCOUNTS.length * 3);
    expect(Object.entries(found).filter(([, problems]) => problems.length > 0)).toEqual([]);
  });
});
