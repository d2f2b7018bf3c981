import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import {
  elementsPastRightEdge,
  type Harness,
  openPage,
  PHONE,
  screenshot,
  signIn,
  startHarness,
} from './support/harness';

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
    await signIn(page, h.origin, 'staff@example.com');
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
    await context.close();
  });

  it('the demo supervisor sees their team with statuses, opens a learner, and fits a phone', async () => {
    const { context, page } = await openPage(h);
    await signIn(page, h.origin, 'supervisor@example.com');
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
    await page.setViewportSize(PHONE);
    await page.locator('text=Stalled >> visible=true').first().waitFor();
    await expect(elementsPastRightEdge(page)).resolves.toEqual([]);
    await screenshot(page, 'institutes-supervisor-phone');
    await context.close();
  });
});
