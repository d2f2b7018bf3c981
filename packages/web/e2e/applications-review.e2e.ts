import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import { DESKTOP, enterAs, type Harness, openPage, screenshot, startHarness } from './support/harness';

describe.skipIf(!chromiumAvailable())('reviewing applications in the browser', { timeout: 90_000 }, () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  /** The demo's open programme's submitted applications: their applicants' names and addresses. */
  function applicants() {
    return h.server.server.ctx.db
      .selectFrom('applications')
      .innerJoin('application_programmes', 'application_programmes.id', 'applications.programme_id')
      .select(['applications.id', 'applications.name', 'applications.email', 'applications.state'])
      .where('application_programmes.slug', '=', 'founders-spring')
      .where('applications.state', '!=', 'draft')
      .execute();
  }

  it('shows a reviewer in the blind screening phase no applicant name, email or team, in the queue or the application', async () => {
    const people = await applicants();
    expect(people.length).toBeGreaterThan(0);
    const { page, context } = await openPage(h, DESKTOP);
    await enterAs(page, h.origin, 'reviewer@example.com');
    await page.goto(`${h.origin}/admin/application-management`);
    await page.getByLabel('Programme', { exact: true }).selectOption('founders-spring');
    // The queue keeps the previous list while the filtered one loads (and the demo's founders applied to both
    // programmes): read it only once its pager counts the open programme's applications.
    const pager = new RegExp(`1–${Math.min(people.length, 20)} of ${people.length}(?!\\d)`);
    await expect
      .poll(async () => (await page.locator('main').textContent()) ?? '', { timeout: 10_000 })
      .toMatch(pager);
    await page.getByText('Hidden in screening').first().waitFor();
    const queueText = (await page.locator('main').textContent()) ?? '';
    for (const person of people) {
      expect(queueText).not.toContain(person.email);
      expect(queueText).not.toContain(person.name);
    }
    expect(queueText).not.toContain('@founders.example.org');

    // The application itself: the blind notice, answers, and still no one's name or address.
    await page
      .getByRole('table', { name: 'Application management' })
      .locator('tbody tr')
      .first()
      .getByRole('button')
      .first()
      .click();
    await page.getByText('Screening phase: names, emails and team are hidden.').waitFor();
    await page.getByText('Answers', { exact: true }).first().waitFor();
    const viewText = (await page.locator('body').textContent()) ?? '';
    for (const person of people) {
      expect(viewText).not.toContain(person.email);
      expect(viewText).not.toContain(person.name);
    }
    expect(viewText).not.toContain('@founders.example.org');
    await screenshot(page, 'applications-blind-review');
    await context.close();
  });

  it('lets an administrator bulk-decide after previewing each email, and sends each applicant one', async () => {
    const shortlisted = (await applicants()).filter((row) => row.state === 'shortlisted');
    expect(shortlisted.length).toBeGreaterThan(0);
    const { page, context } = await openPage(h, DESKTOP);
    await enterAs(page, h.origin, 'staff@example.com');
    await page.goto(`${h.origin}/admin/application-management`);
    await page.getByLabel('Programme', { exact: true }).selectOption('founders-spring');
    await page.getByLabel('State', { exact: true }).selectOption('shortlisted');
    await expect
      .poll(() => page.getByRole('table', { name: 'Application management' }).locator('tbody tr').count())
      .toBe(shortlisted.length);
    await page.getByLabel('Select all rows on this page').check();
    await page.getByRole('button', { name: 'Waitlist', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Waitlist' });
    // The preview names every address before anything is sent.
    for (const row of shortlisted) await dialog.getByText(row.email, { exact: false }).waitFor();
    expect(await h.server.readOutbox(shortlisted[0]?.email ?? '')).toEqual([]);
    await screenshot(page, 'applications-bulk-decide-preview');
    await dialog.getByRole('button', { name: 'Decide and send' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => (await applicants()).filter((row) => row.state === 'waitlisted').length, {
        timeout: 20_000,
      })
      .toBeGreaterThanOrEqual(shortlisted.length);
    const after = await applicants();
    for (const row of shortlisted) {
      expect(after.find((item) => item.id === row.id)?.state).toBe('waitlisted');
      expect(await h.server.readOutbox(row.email)).toHaveLength(1);
    }
    await context.close();
  });
});
