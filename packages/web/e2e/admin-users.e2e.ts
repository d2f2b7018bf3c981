import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LIST_DEFAULT_LIMIT } from '@ailab/core/contract/schemas/page-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import { enterAs, type Harness, openPage, PHONE, screenshot, startHarness } from './support/harness';

const WAIT = { timeout: 10_000 };
/** The help topics every signed-in user is offered (one file each). */
const HELP_TOPICS = readdirSync(join(import.meta.dirname, '..', '..', '..', 'help', 'en-US')).filter((name) =>
  name.endsWith('.md'),
).length;

describe.skipIf(!chromiumAvailable())('user management', { timeout: 90_000 }, () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('searches as you type, filters by role, and grants a role to the selected rows', async () => {
    const { context, page } = await openPage(h);
    await enterAs(page, h.origin, 'staff@example.com');
    await page.goto(`${h.origin}/admin/user-management`);
    const table = page.getByRole('table');
    // The first page: a header row and up to a page of the accounts the demo holds.
    const db = h.server.server.ctx.db;
    const accounts = Number(
      (
        await db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const withRole1 = Number(
      (
        await db
          .selectFrom('user_roles')
          .select((eb) => eb.fn.count('user_id').distinct().as('n'))
          .where('role', '=', 1)
          .executeTakeFirstOrThrow()
      ).n,
    );
    const rowsFor = (found: number) => 1 + Math.min(found, LIST_DEFAULT_LIMIT);
    await expect.poll(() => table.getByRole('row').count(), WAIT).toBe(rowsFor(accounts));

    await page.getByLabel('Search users').fill('stel');
    await expect.poll(() => table.getByRole('row').count(), WAIT).toBe(2);
    await expect.poll(() => table.getByRole('row').nth(1).textContent(), WAIT).toContain('staff@example.com');

    await page.getByLabel('Search users').fill('');
    await page.getByLabel('Role', { exact: true }).first().selectOption('1');
    await expect.poll(() => table.getByRole('row').count(), WAIT).toBe(rowsFor(withRole1));

    await page.getByLabel('Search users').fill('intern');
    await page.getByLabel('Role', { exact: true }).first().selectOption('');
    await expect.poll(() => table.getByRole('row').count(), WAIT).toBe(2);
    await table.getByRole('row').nth(1).getByRole('checkbox').check();
    await page.getByLabel('Role', { exact: true }).last().selectOption('6');
    await page.getByRole('button', { name: 'Grant role' }).click();
    await expect
      .poll(() => table.getByRole('row').nth(1).textContent(), WAIT)
      .toContain('Intern, AI tools user');

    await table.getByRole('button', { name: 'Iker Núñez' }).click();
    const sheet = page.getByTestId('user-sheet');
    await expect.poll(() => sheet.textContent(), WAIT).toContain('intern@example.com');
    await sheet.getByRole('checkbox', { name: 'AI tools user' }).click();
    await expect
      .poll(() => sheet.getByRole('checkbox', { name: 'AI tools user' }).isChecked(), WAIT)
      .toBe(false);
    await context.close();
  });

  it('names roles and the area in words in the table, the role filter and the sheet (issue 25 item 6)', async () => {
    const { context, page } = await openPage(h);
    await enterAs(page, h.origin, 'staff@example.com');
    await page.goto(`${h.origin}/admin/user-management`);
    const table = page.getByRole('table');
    const filter = page.getByLabel('Role', { exact: true }).first();
    await expect.poll(() => filter.locator('option').allTextContents(), WAIT).toContain('Administrator');
    const options = await filter.locator('option').allTextContents();
    expect(options).toContain('Student');
    expect(options.filter((option) => /\d/.test(option))).toEqual([]);
    await filter.selectOption({ label: 'Administrator' });
    await page.getByLabel('Search users').fill('staff@example.com');
    await expect.poll(() => table.getByRole('row').count(), WAIT).toBe(2);
    const roles = table
      .getByRole('row')
      .nth(1)
      .getByRole('cell', { name: /Administrator/ });
    await expect.poll(() => roles.textContent(), WAIT).toContain('Administrator');
    expect(await roles.textContent()).not.toMatch(/\d/);
    await table.getByRole('row').nth(1).getByRole('button').first().click();
    const sheet = page.getByTestId('user-sheet');
    await expect.poll(() => sheet.textContent(), WAIT).toContain('Admin area');
    expect(await sheet.textContent()).not.toMatch(/Area code|Role \d/);
    await expect
      .poll(() => sheet.getByRole('checkbox', { name: 'Administrator' }).isChecked(), WAIT)
      .toBe(true);
    await context.close();
  });

  it('shows "No results found!" and the list layout on a phone', async () => {
    const { context, page } = await openPage(h, PHONE);
    await enterAs(page, h.origin, 'staff@example.com');
    await page.goto(`${h.origin}/admin/user-management`);
    await page.getByLabel('Search users').fill('nobody-matches-this');
    await expect.poll(() => page.getByText('No results found!').count(), WAIT).toBeGreaterThan(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByTestId('user-import');
    await dialog.getByLabel('CSV file').setInputFiles({
      name: 'phone.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('email,first name\nphone.import@example.org,Phone\n'),
    });
    await expect.poll(() => dialog.getByTestId('import-summary').count(), WAIT).toBe(1);
    const box = await dialog.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'admin-user-import-phone');
    await context.close();
  });

  it('imports a CSV: dry run row by row, then apply with the outcome per row', async () => {
    const { context, page } = await openPage(h);
    await enterAs(page, h.origin, 'staff@example.com');
    await page.goto(`${h.origin}/admin/user-management`);
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByTestId('user-import');
    const csv = [
      'email,first name,last name,roles',
      'web.import.one@example.org,Uno,Import,1',
      'web.import.two@example.org,Dos,Import,1 8',
      'not-an-email,Bad,Row,1',
      'staff@example.com,,,',
    ].join('\n');
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const summary = dialog.getByTestId('import-summary');
    await expect.poll(() => summary.locator('[data-outcome="created"]').textContent(), WAIT).toBe('2');
    expect(await summary.locator('[data-outcome="failed"]').textContent()).toBe('1');
    expect(await summary.locator('[data-outcome="unchanged"]').textContent()).toBe('1');
    const results = dialog.getByRole('table');
    expect(await results.getByRole('row').count()).toBe(5);
    expect(await results.getByRole('row').nth(3).textContent()).toContain('Failed');
    await screenshot(page, 'admin-user-import-dry-run');

    await dialog.getByRole('button', { name: 'Apply: create 2, update 0' }).click();
    await expect.poll(() => dialog.textContent(), WAIT).toContain('Imported people.csv');
    expect(await summary.locator('[data-outcome="created"]').textContent()).toBe('2');
    await dialog.getByRole('button', { name: 'Done' }).click();

    await page.getByLabel('Search users').fill('web.import');
    const table = page.getByRole('table');
    await expect.poll(() => table.getByRole('row').count(), WAIT).toBe(3);
    await context.close();
  });

  it('shows the admin charts, the app settings and the help topics reached from the user panel', async () => {
    const { context, page } = await openPage(h);
    await enterAs(page, h.origin, 'staff@example.com');
    await page.goto(`${h.origin}/admin/dashboard`);
    const charts = page.getByTestId('admin-charts');
    await expect.poll(() => charts.getByRole('figure').count(), WAIT).toBe(2);
    expect(await charts.textContent()).toContain('Sign-ups per week');
    await screenshot(page, 'admin-dashboard-charts');

    await page.getByTestId('avatar-button').click();
    await page.getByTestId('user-panel').getByRole('link', { name: 'App settings' }).click();
    const name = page.getByLabel('Platform name');
    await expect.poll(() => name.inputValue(), WAIT).toBe('AI Lab');
    await name.fill('AI Lab Test');
    const row = page.getByTestId('setting-platform_name');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => row.textContent(), WAIT).toContain('Changed from the default');
    await page.getByLabel('Support email').fill('not-an-email');
    await page.getByTestId('setting-support_email').getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByTestId('setting-support_email').getByRole('alert').count(), WAIT)
      .toBe(1);
    await row.getByRole('button', { name: 'Reset to default' }).click();
    await expect.poll(() => name.inputValue(), WAIT).toBe('AI Lab');

    await page.getByTestId('avatar-button').click();
    await page.getByTestId('user-panel').getByRole('link', { name: 'Help' }).click();
    const topic = page.getByTestId('help-topic');
    await expect.poll(() => topic.getByRole('heading').count(), WAIT).toBeGreaterThan(0);
    const topics = page.getByRole('navigation', { name: 'Help topics' }).getByRole('link');
    expect(await topics.count()).toBe(HELP_TOPICS);
    await topics.nth(3).click();
    await expect.poll(() => page.url(), WAIT).toMatch(/\/ailab\/help\/[a-z-]+$/);
    await screenshot(page, 'admin-help');
    await context.close();
  });
});
