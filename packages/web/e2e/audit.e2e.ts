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
const FORBIDDEN = 'You do not have permission to do that.';

describe.skipIf(!chromiumAvailable())('the audit log screen', { timeout: 90_000 }, () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('shows an administrator’s change with what it changed, found by action and by administrator, and fits a phone', async () => {
    const { context, page } = await openPage(h);
    await enterAs(page, h.origin, 'staff@example.com');
    // A change to audit: the platform's name, through the app settings screen.
    await page.goto(`${h.origin}/admin/app-settings`);
    const name = page.getByLabel('Platform name');
    await name.fill('AI Lab Audited');
    await page.getByTestId('setting-platform_name').getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByTestId('setting-platform_name').textContent(), WAIT)
      .toContain('Changed from the default');

    await page.getByTestId('avatar-button').click();
    await page.getByTestId('user-panel').getByRole('link', { name: 'Audit log' }).click();
    await page.waitForURL(/\/admin\/audit$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), WAIT).toBe('Audit log');
    const table = page.getByRole('table', { name: 'Administrative changes' });
    await page.getByLabel('Search the audit log').fill('setting.');
    const row = table.getByRole('row').filter({ hasText: 'platform_name' }).first();
    await row.waitFor(WAIT);
    await expect(row.textContent()).resolves.toContain('staff@example.com');
    await row.getByText('Show the change').click();
    await expect.poll(() => row.textContent(), WAIT).toContain('AI Lab Audited');

    // By administrator: someone who changed nothing finds nothing, and the filter can be cleared.
    await page.getByLabel('Administrator').fill('member@example.com');
    await expect.poll(() => page.getByText('No results found!').count(), WAIT).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => table.getByRole('row').count(), WAIT).toBeGreaterThan(1);
    await screenshot(page, 'admin-audit');
    await context.close();

    const phone = await openPage(h, PHONE);
    await enterAs(phone.page, h.origin, 'staff@example.com');
    await phone.page.goto(`${h.origin}/admin/audit`);
    await phone.page.getByText('platform_name').locator('visible=true').first().waitFor(WAIT);
    expect(await elementsPastRightEdge(phone.page)).toEqual([]);
    await screenshot(phone.page, 'admin-audit-phone');
    await phone.context.close();
  });

  it('is an administrator’s: a member meets the no-access page, and the log refuses them', async () => {
    const { context, page } = await openPage(h);
    await enterAs(page, h.origin, 'member@example.com');
    await page.goto(`${h.origin}/admin/audit`);
    await page.getByTestId('no-access').waitFor(WAIT);
    expect(await page.getByText('platform_name').count()).toBe(0);
    // The same screen under the member's own area: the server refuses the log itself.
    await page.goto(`${h.origin}/ailab/audit`);
    await expect.poll(() => page.getByText(FORBIDDEN).count(), WAIT).toBeGreaterThan(0);
    expect(await page.getByText('platform_name').count()).toBe(0);
    await context.close();
  });
});
