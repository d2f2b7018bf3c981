import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import {
  DESKTOP,
  elementsPastRightEdge,
  enterAs,
  type Harness,
  openPage,
  PHONE,
  screenshot,
  startHarness,
} from './support/harness';

/** The path, query and fragment of the newest resume link mailed to an address. */
async function resumeLink(h: Harness, to: string): Promise<string> {
  for (const mail of (await h.server.readOutbox(to)).reverse()) {
    const match = /\/apply\?programme=\S+#resume=\S+/.exec(mail.text);
    if (match) return match[0];
  }
  throw new Error(`no resume link mailed to ${to}`);
}

describe.skipIf(!chromiumAvailable())('applying in the browser', { timeout: 90_000 }, () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('lets a visitor start by email, resume from the link on another device, and submit', async () => {
    const email = 'ines.founder@example.org';
    const first = await openPage(h, PHONE);
    await first.page.goto(`${h.origin}/apply`);
    await first.page
      .getByRole('region', { name: 'Founder Studio: Spring cohort' })
      .getByRole('link', { name: 'Apply' })
      .click();
    await first.page.getByText('Start your application').waitFor();
    await first.page.getByLabel('Email').fill(email);
    await first.page.getByRole('button', { name: 'Email me a link' }).click();
    await first.page.getByText('Check your email').waitFor();
    await first.context.close();

    // The link opens the draft anywhere: fill the first steps, then close the tab.
    const link = await resumeLink(h, email);
    const second = await openPage(h, PHONE);
    await second.page.goto(`${h.origin}${link}`);
    await second.page.getByText(`Continuing as ${email}`).waitFor();
    expect(second.page.url()).not.toContain('resume=');
    await second.page.getByLabel('Your name').fill('Inés Founder');
    await second.page.getByLabel('Startup or project name').fill('Harvest Sense');
    await second.page.getByText('Saved', { exact: true }).waitFor();
    await second.page.getByRole('button', { name: 'Next' }).click();
    // The team and the industries: a member is saved once complete; industries come from the catalogue.
    await second.page.getByRole('button', { name: 'Add a team member' }).click();
    await second.page.getByLabel('Name (member 1)').fill('Tomás Agrónomo');
    await second.page.getByLabel('Email (member 1)').fill('tomas@harvestsense.example');
    await second.page.getByLabel('Payments').check();
    await second.page.getByText('Saved', { exact: true }).waitFor();
    await second.page.getByRole('button', { name: 'Next' }).click();
    await second.page
      .getByLabel('What problem are you solving, and for whom? *')
      .fill('Farmers lose crops to late pest detection.');
    await second.page.getByText('Saved', { exact: true }).waitFor();
    expect(await elementsPastRightEdge(second.page)).toEqual([]);
    await second.context.close();

    // Resumed again: what was typed is there; finish and submit after the review.
    const third = await openPage(h, PHONE);
    await third.page.goto(`${h.origin}${link}`);
    await third.page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => third.page.getByLabel('Name (member 1)').inputValue()).toBe('Tomás Agrónomo');
    await third.page.getByRole('button', { name: 'Next' }).click();
    await expect
      .poll(() => third.page.getByLabel('What problem are you solving, and for whom? *').inputValue())
      .toBe('Farmers lose crops to late pest detection.');
    await third.page.getByRole('button', { name: 'Next' }).click();
    await third.page.getByLabel('How does your solution work? *').fill('Phone photos classified offline.');
    await third.page.getByLabel('Pilot with users').check();
    await third.page.getByRole('button', { name: 'Next' }).click();
    await third.page.getByLabel('Full-time founders *').fill('2');
    await third.page.getByText('Saved', { exact: true }).waitFor();
    await third.page.getByRole('button', { name: 'Next' }).click();
    await third.page.getByRole('button', { name: 'Next' }).click();
    await third.page.getByRole('heading', { name: 'Review and submit' }).waitFor();
    await third.page.getByRole('button', { name: 'Submit application' }).click();
    await third.page.getByText('Your application is submitted. You can still withdraw it.').waitFor();
    await screenshot(third.page, 'apply-submitted-phone');
    await third.context.close();
    const stored = await h.server.server.ctx.db
      .selectFrom('applications')
      .select(['state', 'title', 'industries', 'team'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ state: 'submitted', title: 'Harvest Sense' });
    expect(JSON.parse(stored.industries)).toEqual(['payments']);
    expect(JSON.parse(stored.team)).toMatchObject([
      { name: 'Tomás Agrónomo', email: 'tomas@harvestsense.example' },
    ]);
  });

  it('lets an administrator preview and confirm the automatic reviewer assignment of a programme', async () => {
    const { page, context } = await openPage(h, DESKTOP);
    await enterAs(page, h.origin, 'staff@example.com');
    await page.goto(`${h.origin}/admin/application-management`);
    await page.getByLabel('Programme', { exact: true }).selectOption('founders-spring');
    await page.getByRole('button', { name: 'Assign reviewers to this programme' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign reviewers automatically' });
    await dialog.getByText(/assignment\(s\) across \d+ application\(s\)/).waitFor();
    await dialog.getByText(/^Rin Ramos \(reviewer@example.com\): \d+ → \d+$/).waitFor();
    await screenshot(page, 'applications-auto-assign-plan');
    const confirm = dialog.getByRole('button', { name: /^Assign \d+$/ });
    const planned = Number((await confirm.textContent())?.replace(/\D/g, ''));
    expect(planned).toBeGreaterThan(0);
    await confirm.click();
    await dialog.getByText(`${planned} reviewer assignment(s) made; each reviewer was emailed.`).waitFor();
    const open = await h.server.server.ctx.db
      .selectFrom('applications')
      .innerJoin('application_programmes', 'application_programmes.id', 'applications.programme_id')
      .leftJoin('application_reviewers', 'application_reviewers.application_id', 'applications.id')
      .leftJoin('users', 'users.id', 'application_reviewers.reviewer_id')
      .select(['applications.id', 'users.email', 'application_programmes.reviews_wanted'])
      .where('application_programmes.slug', '=', 'founders-spring')
      .where('applications.state', 'in', ['submitted', 'in_review', 'shortlisted', 'interview'])
      .execute();
    // Every application still under review now has the reviews it wants (the demo has two role-98
    // reviewers), and the demo reviewer took part.
    expect(open.length).toBeGreaterThan(0);
    for (const id of new Set(open.map((row) => row.id)))
      expect(open.filter((row) => row.id === id && row.email !== null).length).toBeGreaterThanOrEqual(2);
    expect(open.some((row) => row.email === 'reviewer@example.com')).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // The programme's settings: three reviews wanted from now on.
    await page.getByRole('button', { name: 'Programme settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings: Founder Studio: Spring cohort' });
    await settings.getByLabel('Reviews wanted per application').selectOption('3');
    // The form and the score categories are edited here too (the same save the CLI's YAML uses).
    const questions = settings.getByRole('group', { name: 'Form questions' });
    await questions.getByRole('button', { name: 'Add a question' }).click();
    await questions.getByLabel('Key').last().fill('pilot_city');
    await questions.getByLabel('Question (English)').last().fill('Where would you pilot first?');
    const categories = settings.getByRole('group', { name: 'Score categories' });
    await categories.getByLabel('Weight').first().fill('4');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await settings.getByText('Settings saved.').waitFor();
    const saved = await h.server.server.ctx.db
      .selectFrom('application_programmes')
      .select(['reviews_wanted', 'phase'])
      .where('slug', '=', 'founders-spring')
      .executeTakeFirstOrThrow();
    expect(saved).toEqual({ reviews_wanted: 3, phase: 'screening' });
    const form = await h.server.server.ctx.db
      .selectFrom('application_programmes')
      .select(['questions', 'categories'])
      .where('slug', '=', 'founders-spring')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(form.questions).at(-1)).toMatchObject({
      id: 'pilot_city',
      kind: 'text',
      label: { en_us: 'Where would you pilot first?' },
    });
    expect(JSON.parse(form.categories)[0].weight).toBe(4);
    await screenshot(page, 'applications-programme-settings');
    await context.close();

    // On a 390 px phone the plan fits the screen.
    const phone = await openPage(h, PHONE);
    await enterAs(phone.page, h.origin, 'staff@example.com');
    await phone.page.goto(`${h.origin}/admin/application-management`);
    await phone.page.getByRole('button', { name: 'Assign reviewers' }).click();
    const plan = phone.page.getByRole('dialog', { name: 'Assign reviewers automatically' });
    await plan.getByText('Assignments per reviewer (now → after)').waitFor();
    expect(await elementsPastRightEdge(phone.page)).toEqual([]);
    await screenshot(phone.page, 'applications-auto-assign-phone');
    await phone.context.close();
  });
});
