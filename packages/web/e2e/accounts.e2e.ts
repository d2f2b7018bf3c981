import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import {
  DEMO_PASSWORD,
  followRejectedSession,
  type Harness,
  openPage,
  signIn,
  startHarness,
} from './support/harness';

const WAIT = { timeout: 10_000 };

/** Calls the API as a client would; answers the parsed body. */
async function post(
  h: Harness,
  path: string,
  body: unknown,
  token?: string,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${h.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

/** Fills the sign-in form already on screen and submits it. */
async function fillSignIn(page: import('playwright-core').Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login Now!' }).click();
}

describe.skipIf(!chromiumAvailable())('account journeys (issue 25 item 11)', { timeout: 90_000 }, () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('opens an invitation as "Activate your account", and the length hint goes once the password is valid', async () => {
    const staff = String(
      (await post(h, '/v2/api/user/login', { email: 'staff@example.com', password: DEMO_PASSWORD })).token,
    );
    await post(
      h,
      '/v2/api/admin/user/invite',
      { email: 'invited.journey@example.org', first_name: 'Inés' },
      staff,
    );
    const link = new URL(await h.server.latestLink('invited.journey@example.org'));
    const { context, page } = await openPage(h);
    await page.goto(`${h.origin}${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: 'Activate your account' }).waitFor(WAIT);
    expect(await page.getByText('Reset your password').count()).toBe(0);
    const password = page.getByLabel('New password', { exact: true });
    await password.fill('short');
    await page.getByRole('button', { name: 'Activate account' }).click();
    const hint = page.getByText('Use at least 10 characters.');
    await hint.waitFor(WAIT);
    await password.fill('a-long-enough-password');
    await expect.poll(() => hint.count(), WAIT).toBe(0);
    await page.getByLabel('Repeat the new password').fill('a-long-enough-password');
    await page.getByRole('button', { name: 'Activate account' }).click();
    await page.getByRole('link', { name: 'Back to sign in' }).first().waitFor(WAIT);
    await context.close();
  });

  it('returns to the requested page after sign-in, and never off-site', async () => {
    const { context, page } = await openPage(h);
    await page.goto(`${h.origin}/ailab/news`);
    await page.waitForURL(/\/login/, WAIT);
    await fillSignIn(page, 'research@example.com');
    await page.waitForURL(`${h.origin}/ailab/news`, WAIT);
    await context.close();

    const attack = await openPage(h);
    await attack.page.goto(`${h.origin}/login?next=${encodeURIComponent('//evil.example/ailab/news')}`);
    await fillSignIn(attack.page, 'research@example.com');
    await attack.page.waitForURL(`${h.origin}/ailab/dashboard`, WAIT);
    await attack.page.goto(`${h.origin}/login?next=${encodeURIComponent('https://evil.example/')}`);
    await attack.page.waitForURL(`${h.origin}/ailab/dashboard`, WAIT);
    await attack.context.close();
  });

  it('sends a rejected session to sign in with a "session expired" notice, then back to the page', async () => {
    const { context, page } = await openPage(h);
    await signIn(page, h.origin, 'research@example.com');
    await page.goto(`${h.origin}/ailab/news`);
    await page.getByRole('heading', { level: 1 }).first().waitFor(WAIT);
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    await post(h, '/v2/api/user/token', { action: 'revoke_current' }, String(token));
    await followRejectedSession(page, /\/login\?expired=1/);
    await page.getByTestId('session-expired').getByText('Your session expired').waitFor(WAIT);
    await fillSignIn(page, 'research@example.com');
    await page.waitForURL(/\/ailab\/(profile-settings|news)/, WAIT);
    await context.close();
  });

  it('answers a page outside one’s roles with one designed no-access page, /ailab and /admin alike', async () => {
    const { context, page } = await openPage(h);
    await signIn(page, h.origin, 'student@example.com');
    for (const [path, role] of [
      ['/ailab/news', 'Researcher'],
      ['/admin/user-management', 'Administrator'],
    ] as const) {
      await page.goto(`${h.origin}${path}`);
      const panel = page.getByTestId('no-access');
      await panel.waitFor(WAIT);
      expect(page.url()).toBe(`${h.origin}${path}`);
      await expect.poll(() => panel.textContent(), WAIT).toContain(role);
      expect(await panel.textContent()).toContain('An administrator of AI Lab can grant a role');
      expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    }
    await context.close();
  });
});
