import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import {
  elementsPastRightEdge,
  enterAs,
  type Harness,
  openPage,
  PHONE,
  screenshot,
  startHarness,
} from './support/harness';

const WAIT = { timeout: 10_000 };
const PASSWORD = 'Fresh-member-pass-1';

async function post(h: Harness, path: string, body: unknown, token?: string) {
  const response = await fetch(`${h.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Registers and verifies a member through the API, as the sign-up form and the e-mailed code would. */
async function registerMember(h: Harness, email: string): Promise<void> {
  const signUp = await post(h, '/v1/api/public/sign_up', {
    email,
    password: PASSWORD,
    first_name: 'Noa',
    last_name: 'Newcomer',
  });
  expect(signUp.status).toBe(200);
  await expect.poll(() => h.server.readOutbox(email).then((mails) => mails.length), WAIT).toBeGreaterThan(0);
  const code = await h.server.latestCode(email);
  expect((await post(h, '/v2/api/user/verify_code', { email, code })).status).toBe(200);
}

describe.skipIf(!chromiumAvailable())('access requests', { timeout: 120_000 }, () => {
  let h: Harness;
  let staff = '';
  beforeAll(async () => {
    h = await startHarness();
    staff = String(
      (await post(h, '/v2/api/user/login', { email: 'staff@example.com', password: 'demo-password-1' })).body
        .token,
    );
  });
  afterAll(async () => {
    await h?.close();
  });

  it('a member whose roles open nothing asks for an area, an administrator approves, the member is told', async () => {
    // Sign-up grants no role while the setting is empty: the member meets the no-sections state.
    expect(
      (await post(h, '/v1/api/app_setting/update', { key: 'sign_up_roles', value: [] }, staff)).status,
    ).toBe(200);
    const email = 'noa.newcomer@example.org';
    await registerMember(h, email);
    await post(h, '/v1/api/app_setting/manage', { key: 'sign_up_roles', action: 'reset' }, staff);

    const member = await openPage(h);
    await enterAs(member.page, h.origin, email, PASSWORD);
    const noLinks = member.page.getByTestId('no-links');
    await noLinks.waitFor(WAIT);
    await noLinks.getByRole('button', { name: 'Request access' }).click();
    const dialog = member.page.getByRole('dialog', { name: 'Request access to an area' });
    await dialog.getByLabel('Area').selectOption({ label: 'Researcher' });
    await dialog
      .getByLabel('Why you need it (optional)')
      .fill('I write the evaluation reports for our team.');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await member.page.getByText('Request sent.').waitFor(WAIT);

    const admin = await openPage(h);
    await enterAs(admin.page, h.origin, 'staff@example.com');
    await admin.page.goto(`${h.origin}/admin/access-requests`);
    await admin.page.getByRole('heading', { level: 1, name: 'Access requests' }).waitFor(WAIT);
    const table = admin.page.getByRole('table', { name: 'Access requests' });
    await table.getByText('I write the evaluation reports for our team.').waitFor(WAIT);
    await table.getByRole('button', { name: 'Approve Researcher for Noa Newcomer' }).click();
    await expect
      .poll(() => table.getByText('I write the evaluation reports for our team.').count(), WAIT)
      .toBe(0);
    await admin.page.getByLabel('Status').selectOption('approved');
    await table.getByText('Noa Newcomer').waitFor(WAIT);
    await screenshot(admin.page, 'access-requests-queue');
    await admin.context.close();

    // The member is told in the app, and the new area opens on the next visit.
    await member.page.goto(`${h.origin}/ailab/notifications`);
    await member.page
      .getByText('Your request was approved: you now have access to Researcher.')
      .first()
      .waitFor(WAIT);
    expect((await h.server.readOutbox(email)).at(-1)?.subject).toBe('Access approved: Researcher');
    await member.page.goto(`${h.origin}/ailab/profile-settings`);
    await member.page.getByTestId('my-access-requests').getByText('Approved').waitFor(WAIT);
    await member.context.close();
  });

  it('the queue fits a phone', async () => {
    const phone = await openPage(h, PHONE);
    await enterAs(phone.page, h.origin, 'staff@example.com');
    await phone.page.goto(`${h.origin}/admin/access-requests?status=any`);
    await phone.page.getByRole('heading', { level: 1, name: 'Access requests' }).waitFor(WAIT);
    await phone.page.getByText('Noa Newcomer').locator('visible=true').first().waitFor(WAIT);
    expect(await elementsPastRightEdge(phone.page)).toEqual([]);
    await screenshot(phone.page, 'access-requests-phone');
    await phone.context.close();
  });
});
