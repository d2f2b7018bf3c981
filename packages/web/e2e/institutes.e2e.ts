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

describe.skipIf(!chromiumAvailable())('institutes in the browser', { timeout: 90_000 }, () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('an administrator finds the demo university, creates a team and invites a supervisor', async () => {
    const { context, page } = await openPage(h);
    await enterAs(page, h.origin, 'staff@example.com');
    await page.goto(`${h.origin}/admin/education-administration`);
    // The courses stay on the screen; the institutes come below them.
    await page.getByRole('heading', { name: 'Institutes', level: 2 }).waitFor();
    await page.getByRole('link', { name: 'Kaizen Works Academy' }).waitFor();
    await page.getByLabel('Search institutes').fill('Northfield');
    await page.waitForURL(/iq=Northfield/);
    await page.getByRole('link', { name: 'Kaizen Works Academy' }).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Northfield University' }).click();
    await page.waitForURL(/\/admin\/education-administration\/institutions\//);
    await page.getByRole('heading', { name: 'Northfield University' }).waitFor();
    await page.getByText('Data Science Cohort 2026').first().waitFor();
    await page.getByRole('list', { name: 'Supervisors and invitations' }).getByText('Sara Silva').waitFor();
    await page
      .getByRole('list', { name: 'Invitations' })
      .getByText('dean.office@northfield.example.edu')
      .waitFor();

    await page.getByLabel('Team name').fill('Evening Cohort');
    await page.getByRole('button', { name: 'Create team' }).click();
    await page.getByText('Evening Cohort').first().waitFor();

    await page.getByLabel("Supervisor's email").fill('mentor.e2e@northfield.example.edu');
    await page.getByRole('button', { name: 'Invite supervisor' }).click();
    await page
      .getByRole('list', { name: 'Invitations' })
      .getByText('mentor.e2e@northfield.example.edu')
      .waitFor();
    await screenshot(page, 'institutes-admin-page');
    // An invitee who already has an account is notified; the bell opens the invitation by its id.
    await page.getByLabel("Supervisor's email").fill('member@example.com');
    await page.getByRole('button', { name: 'Invite supervisor' }).click();
    await page.getByRole('list', { name: 'Invitations' }).getByText('member@example.com').waitFor();
    await context.close();

    const invitee = await openPage(h);
    await enterAs(invitee.page, h.origin, 'member@example.com');
    await invitee.page.getByTestId('notifications-button').click();
    await invitee.page
      .getByTestId('notification-item')
      .filter({ hasText: 'Northfield University invites you to supervise its learners.' })
      .click();
    await invitee.page.waitForURL(/\/institute-invitation\?invitation=[^&]+$/);
    await invitee.page
      .getByText('You are invited to supervise learners at Northfield University', { exact: false })
      .waitFor(WAIT);
    await invitee.page.getByRole('button', { name: 'Accept' }).waitFor();
    await invitee.context.close();
  });

  it('an administrator edits an institute, imports a roster row by row, and reads the recent changes', async () => {
    const { context, page } = await openPage(h);
    await enterAs(page, h.origin, 'staff@example.com');
    await page.goto(`${h.origin}/admin/education-administration`);
    await page.getByRole('link', { name: 'Kaizen Works Academy' }).click();
    await page.getByRole('heading', { name: 'Kaizen Works Academy' }).waitFor();

    // Edit: a bad address is refused beside its field, a good one saves and the dialog closes.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit institute' });
    await edit.getByLabel('Website').fill('not a web address');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => edit.getByLabel('Website').getAttribute('aria-invalid'), WAIT).toBe('true');
    await edit.getByLabel('Website').fill('https://learn.kaizen-works.example.com');
    await edit.getByLabel('Email domains').fill('kaizen-works.example.com, kw-academy.example.com');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.getByText('kaizen-works.example.com, kw-academy.example.com').waitFor();

    // Import: a file in another encoding is refused naming the line; a good one is checked first.
    await page.getByRole('button', { name: 'Import roster' }).click();
    const dialog = page.getByTestId('roster-import');
    await dialog.getByLabel('CSV file').setInputFiles({
      name: 'latin1.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('email,first_name,last_name,team\nrene@example.org,Ren\xe9,Doe,\n', 'latin1'),
    });
    await dialog.getByText(/Line 2 holds bytes that are not UTF-8/).waitFor();
    const csv = [
      'email,first_name,last_name,team',
      'roster.web.one@example.org,Mika,Tanaka,Platform Engineering',
      'roster.web.two@example.org,Leo,Sato,No Such Team',
      'roster.web.one@example.org,Mika,Tanaka,Customer Success',
    ].join('\n');
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const summary = dialog.getByTestId('import-summary');
    await expect.poll(() => summary.locator('[data-outcome="created"]').textContent(), WAIT).toBe('1');
    expect(await summary.locator('[data-outcome="failed"]').textContent()).toBe('2');
    const results = dialog.getByRole('table');
    expect(await results.getByRole('row').nth(2).textContent()).toContain('No Such Team');
    expect(await results.getByRole('row').nth(3).textContent()).toContain('line 2');
    await dialog.getByRole('button', { name: 'Download failed rows' }).waitFor();
    await screenshot(page, 'institutes-roster-import-dry-run');
    await dialog.getByRole('button', { name: 'Apply: create 1, update 0' }).click();
    await expect.poll(() => dialog.textContent(), WAIT).toContain('Imported roster.csv');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('list', { name: 'Roster' }).getByText('roster.web.one@example.org').waitFor();

    // The recent changes name the member, the team and who did it.
    const changes = page.getByRole('table', { name: 'Recent changes' });
    await changes.getByText('Member added').first().waitFor();
    await changes.getByText('Details edited').waitFor();
    const added = changes.getByRole('row').filter({ hasText: 'Member added' }).first();
    expect(await added.textContent()).toContain('Mika Tanaka');
    expect(await added.textContent()).toContain('Platform Engineering');
    await screenshot(page, 'institutes-recent-changes');
    await context.close();
  });

  it('the demo supervisor sees their team with statuses, opens a learner, and fits a phone', async () => {
    const { context, page } = await openPage(h);
    await enterAs(page, h.origin, 'supervisor@example.com');
    await page.goto(`${h.origin}/ailab/institute-admin`);
    await page.getByRole('heading', { name: 'Institute Admin' }).waitFor();
    const table = page.getByRole('table', { name: /Learners of Data Science Cohort 2026/ });
    await table.waitFor();
    await page.getByText('Stalled').first().waitFor();
    await page.getByText('Completed').first().waitFor();
    // Only the ten learners of their one team.
    await expect(table.locator('tbody tr').count()).resolves.toBe(10);
    await table.locator('tbody tr').first().getByRole('button').click();
    await page.getByRole('list', { name: /^Courses of / }).waitFor();

    // The course funnel: a chart with its numbers, units listed by number.
    await page.getByRole('heading', { name: 'Drop-off by unit' }).waitFor();
    await expect.poll(() => page.getByRole('figure').count(), WAIT).toBeGreaterThan(0);
    // The drawing itself: one bar per unit of the demo course (three), each with its value on top.
    await expect.poll(() => page.locator('svg .chart-bar').count(), WAIT).toBe(3);
    await expect.poll(() => page.locator('svg text.tabular-nums').count(), WAIT).toBe(3);
    await page.getByText(/enrolled · \d+ completed the course/).waitFor();

    // Email stalled learners: a preview count, a confirmation, then nobody is due again today.
    const count = page.getByTestId('stalled-count');
    await expect.poll(() => count.textContent(), WAIT).toMatch(/stalled; [1-9]\d* not emailed today/);
    await page.getByRole('button', { name: /^Email \d+ learners?$/ }).click();
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.getByRole('button', { name: /^Email \d+ learners?$/ }).click();
    await page.getByText(/Emails sent: [1-9]\d*\. Already emailed today: 0\./).waitFor();
    await expect.poll(() => count.textContent(), WAIT).toMatch(/stalled; 0 not emailed today/);
    await screenshot(page, 'institutes-supervisor-funnel');
    await page.setViewportSize(PHONE);
    await page.locator('text=Stalled >> visible=true').first().waitFor();
    await expect(elementsPastRightEdge(page)).resolves.toEqual([]);
    await screenshot(page, 'institutes-supervisor-phone');
    await context.close();
  });
});
