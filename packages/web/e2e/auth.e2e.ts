import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import { followRejectedSession, type Harness, openPage, signIn, startHarness } from './support/harness';

describe.skipIf(!chromiumAvailable())('sign-in flows in the browser', { timeout: 60_000 }, () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('signs in with good credentials and shows the last sign-in notice', async () => {
    const { context, page } = await openPage(h);
    await signIn(page, h.origin, 'research@example.com');
    expect(page.url()).toBe(`${h.origin}/ailab/dashboard`);
    await expect(page.getByTestId('last-login').textContent()).resolves.toMatch(/first sign-in/);
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    expect(token).toBeTruthy();
    // A second sign-in reports the first one.
    await page.evaluate(() => localStorage.clear());
    await signIn(page, h.origin, 'research@example.com');
    await expect(page.getByTestId('last-login').textContent()).resolves.toMatch(/^Last Login at /);
    await context.close();
  });

  it('rejects bad credentials with the spec message and checks fields before sending', async () => {
    const { context, page } = await openPage(h);
    await page.goto(`${h.origin}/login`);
    await page.getByRole('button', { name: 'Login Now!' }).click();
    await expect(page.getByText('Enter a valid email address.').count()).resolves.toBe(0);
    await expect(page.getByText('This field is required.').count()).resolves.toBe(2);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Login Now!' }).click();
    await page.getByText('Enter a valid email address.').waitFor();
    await page.getByLabel('Email').fill('research@example.com');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password-123');
    await page.getByRole('button', { name: 'Login Now!' }).click();
    await page.getByRole('alert').filter({ hasText: 'Wrong Username or Password' }).waitFor();
    expect(page.url()).toBe(`${h.origin}/login`);
    await expect(page.evaluate(() => localStorage.getItem('authToken'))).resolves.toBeNull();
    // Cancel goes home.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`${h.origin}/`);
    await context.close();
  });

  it('signs in with an emailed magic code', async () => {
    const { context, page } = await openPage(h);
    await page.goto(`${h.origin}/magic-login`);
    await page.getByLabel('Email').fill('student@example.com');
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await page.getByLabel('6-digit code').waitFor();
    const code = await h.server.latestCode('student@example.com');
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${h.origin}/ailab/dashboard`);
    await context.close();
  });

  it('signs in with an emailed magic link', async () => {
    const { context, page } = await openPage(h);
    await page.goto(`${h.origin}/magic-login`);
    await page.getByLabel('Email').fill('tools@example.com');
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await page.getByLabel('6-digit code').waitFor();
    const link = new URL(await h.server.latestLink('tools@example.com'));
    await page.goto(`${h.origin}${link.pathname}${link.search}`);
    await page.waitForURL(`${h.origin}/ailab/dashboard`);
    await context.close();
  });

  it('registers, verifies with the emailed code and lands signed in', async () => {
    const { context, page } = await openPage(h);
    await page.goto(`${h.origin}/register`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('This field is required.').count()).resolves.toBe(4);
    await page.getByLabel('First name').fill('Nia');
    await page.getByLabel('Last name').fill('Newcomer');
    await page.getByLabel('Email').fill('nia@example.com');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Use at least 10 characters.').waitFor();
    await page.getByLabel('Password').fill('a-long-enough-password');
    await page.getByText('Courses').click();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/verify\?email=nia%40example\.com$/);
    await page.getByLabel('6-digit code').fill('000000');
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.getByRole('alert').waitFor();
    const code = await h.server.latestCode('nia@example.com');
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL(`${h.origin}/ailab/dashboard`);
    await page.getByTestId('dashboard-greeting').filter({ hasText: 'Nia Newcomer' }).waitFor();
    await context.close();
  });

  it('forces the admin to change the default password before anything else', async () => {
    const { context, page } = await openPage(h);
    await signIn(page, h.origin, h.server.adminEmail, h.server.adminPassword);
    expect(page.url()).toBe(`${h.origin}/change-password`);
    await page.goto(`${h.origin}/admin/dashboard`);
    await page.waitForURL(`${h.origin}/change-password`);
    await page.goto(`${h.origin}/`);
    await page.waitForURL(`${h.origin}/change-password`);
    await page.getByText('default password').waitFor();
    await page.getByLabel('Current password').fill(h.server.adminPassword);
    await page.getByLabel('New password', { exact: true }).fill('A-brand-new-admin-pass');
    await page.getByLabel('Repeat the new password').fill('A-brand-new-admin-pass');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.waitForURL(`${h.origin}/admin/dashboard`);
    await page.reload();
    await page.getByTestId('dashboard-greeting').waitFor();
    expect(page.url()).toBe(`${h.origin}/admin/dashboard`);
    await context.close();
  });

  it('resets a password by emailed code', async () => {
    const { context, page } = await openPage(h);
    await page.goto(`${h.origin}/login`);
    await page.getByRole('link', { name: 'Reset Password' }).click();
    await page.waitForURL(`${h.origin}/change-password`);
    // The URL changes before React commits the new screen (router transitions): wait for it.
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email').fill('intern@example.com');
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await page.getByLabel('6-digit code').waitFor();
    await page.getByLabel('6-digit code').fill(await h.server.latestCode('intern@example.com'));
    await page.getByLabel('New password', { exact: true }).fill('intern-new-password-1');
    await page.getByRole('button', { name: 'Save new password' }).click();
    // Wait for the answer: once it shows, the page has two "Back to sign in" links (the
    // message's and the footer's), and a click racing the answer would hit either.
    const changed = page.getByRole('status').filter({ hasText: 'Your password has been changed.' });
    await changed.waitFor();
    await changed.locator('..').getByRole('link', { name: 'Back to sign in' }).click();
    await signIn(page, h.origin, 'intern@example.com', 'intern-new-password-1');
    expect(page.url()).toBe(`${h.origin}/ailab/dashboard`);
    await context.close();
  });

  it('resets a password with the emailed link', async () => {
    const { context, page } = await openPage(h);
    await page.goto(`${h.origin}/change-password`);
    await page.getByLabel('Email').fill('tools@example.com');
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await page.getByLabel('6-digit code').waitFor();
    const link = new URL(await h.server.latestLink('tools@example.com'));
    expect(link.pathname).toBe('/change-password');
    await page.goto(`${h.origin}${link.pathname}${link.search}`);
    await page.getByLabel('New password', { exact: true }).fill('tools-new-password-1');
    await page.getByLabel('Repeat the new password').fill('tools-new-password-2');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('The passwords do not match.').waitFor();
    await page.getByLabel('Repeat the new password').fill('tools-new-password-1');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await signIn(page, h.origin, 'tools@example.com', 'tools-new-password-1');
    expect(page.url()).toBe(`${h.origin}/ailab/dashboard`);
    await context.close();
  });

  it('signs out from the user panel', async () => {
    const { context, page } = await openPage(h);
    await signIn(page, h.origin, 'investor@example.com');
    await page.getByTestId('avatar-button').click();
    await page.getByTestId('user-panel').getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${h.origin}/`);
    await expect(page.evaluate(() => localStorage.getItem('authToken'))).resolves.toBeNull();
    await page.goto(`${h.origin}/ailab/dashboard`);
    await page.waitForURL(`${h.origin}/login`);
    await context.close();
  });

  it('clears all storage and signs in again when the server rejects the session (401, issue 25 item 11)', async () => {
    const { context, page } = await openPage(h);
    // The dashboard's own request must be answered before the session is revoked, so the click
    // below makes the first request of the revoked session (a late dashboard request would
    // otherwise get the 401 and leave for / before the click). Waiting for network idle does not
    // do it: the dashboard is a client-side navigation, and the page was already idle.
    const dashboardLoaded = page.waitForResponse((response) =>
      response.url().endsWith('/v1/api/business_account/all_events'),
    );
    await signIn(page, h.origin, 'supervisor@example.com');
    await page.evaluate(() => localStorage.setItem('colorMode', 'dark'));
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    await dashboardLoaded;
    // Revoke the session behind the app's back.
    const revoked = await fetch(`${h.origin}/v2/api/user/token`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'revoke_current' }),
    });
    expect(revoked.ok).toBe(true);
    await followRejectedSession(page, /\/login\?expired=1&next=%2Failab%2F/);
    await expect(page.evaluate(() => localStorage.getItem('authToken'))).resolves.toBeNull();
    await expect(page.evaluate(() => localStorage.getItem('colorMode'))).resolves.toBeNull();
    await context.close();
  });

  it('goes to / on a 404 answer and keeps the session', async () => {
    const { context, page } = await openPage(h);
    await signIn(page, h.origin, 'startup@example.com');
    await page.route('**/v2/api/user/personal_info', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found' } }),
      }),
    );
    await page.getByTestId('avatar-button').click();
    await page.getByRole('link', { name: 'Profile Settings' }).click();
    await page.waitForURL(`${h.origin}/`);
    await page.getByTestId('home-ailab').waitFor();
    await expect(page.evaluate(() => localStorage.getItem('authToken'))).resolves.toBeTruthy();
    await context.close();
  });

  it('treats a corrupt stored token as signed out at start', async () => {
    const { context, page } = await openPage(h);
    // The token is stored from a page of the origin that runs no app: a home page's app could meet the token first
    // and leave for `/`, cutting the navigation below short (seen once in CI).
    await page.goto(`${h.origin}/healthz`);
    await page.evaluate(() => localStorage.setItem('authToken', 'corrupt-token'));
    // The app leaves the page with location.assign as soon as the server rejects the
    // token, which can be before the dashboard's load event: wait only for the commit.
    await page.goto(`${h.origin}/ailab/dashboard`, { waitUntil: 'commit' });
    // A rejected token on a signed-in page signs in again and comes back (issue 25 item 11).
    await page.waitForURL(/\/(login(\?expired=1&next=%2Failab%2Fdashboard)?)?$/);
    await expect(page.evaluate(() => localStorage.getItem('authToken'))).resolves.toBeNull();
    await context.close();
  });
});
