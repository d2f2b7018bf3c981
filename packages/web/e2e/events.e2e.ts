import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import {
  DEMO_PASSWORD,
  elementsPastRightEdge,
  enterAs,
  type Harness,
  openPage,
  PHONE,
  postApi,
  screenshot,
  startHarness,
} from './support/harness';

/** The path and query of the newest `/events/<kind>?token=` link mailed to an address. */
async function mailedLink(h: Harness, to: string, kind: 'confirm' | 'cancel'): Promise<string> {
  for (const mail of (await h.server.readOutbox(to)).reverse()) {
    const match = new RegExp(`/events/${kind}\\?token=\\S+`).exec(mail.text);
    if (match) return match[0];
  }
  throw new Error(`no ${kind} link mailed to ${to}`);
}

describe.skipIf(!chromiumAvailable())('events in the browser', { timeout: 90_000 }, () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('lets a visitor register through the emailed link, then cancel', async () => {
    const { context, page } = await openPage(h);
    await page.goto(`${h.origin}/events`);
    await page.getByRole('link', { name: 'Agents in production: lessons from a year of on-call' }).click();
    await page
      .getByRole('heading', { name: 'Agents in production: lessons from a year of on-call' })
      .waitFor();
    await page.getByLabel('Name').fill('Vera Visitor');
    await page.getByLabel('Email').fill('vera@example.org');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Check your email').waitFor();

    await page.goto(`${h.origin}${await mailedLink(h, 'vera@example.org', 'confirm')}`);
    await page.getByText("You're registered. A confirmation with a calendar file is on its way.").waitFor();
    const confirmation = (await h.server.readOutbox('vera@example.org')).at(-1);
    expect(confirmation?.subject).toBe(
      "You're registered: Agents in production: lessons from a year of on-call",
    );
    const raw = JSON.parse(await readFile(`${h.server.dataDir}/outbox/${confirmation?.file}`, 'utf8'));
    expect(raw.attachments[0].filename).toBe('agents-in-production.ics');

    await page.goto(`${h.origin}${await mailedLink(h, 'vera@example.org', 'cancel')}`);
    await page.getByRole('button', { name: 'Yes, cancel my registration' }).click();
    await page.getByText('Your registration is cancelled.').waitFor();
    await screenshot(page, 'events-cancelled-light');
    await context.close();
  });

  it('shows a visitor ZoomLab on a phone: how to join upcoming sessions, recordings of past ones', async () => {
    const { context, page } = await openPage(h, PHONE);
    await page.goto(`${h.origin}/events`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'ZoomLab' }).click();
    await page.getByRole('heading', { level: 1, name: 'ZoomLab' }).waitFor();
    const past = page.getByRole('list', { name: 'Past sessions' });
    const clinic = past.getByRole('listitem').filter({ hasText: 'ZoomLab: a prompt injection clinic' });
    await expect
      .poll(() => clinic.getByRole('link', { name: 'Watch the recording' }).getAttribute('href'))
      .toBe('https://video.example.com/zoomlab/prompt-injection-clinic');
    await clinic.getByRole('link', { name: 'Slides: attacks we saw this year' }).waitFor();
    const upcoming = page.getByRole('list', { name: 'Upcoming sessions' });
    await upcoming.getByText('The link to join appears here').first().waitFor();
    expect(await upcoming.getByRole('link', { name: 'Join the session' }).count()).toBe(0);
    expect(await elementsPastRightEdge(page)).toEqual([]);
    await screenshot(page, 'zoomlab-phone-light');
    await context.close();
  });

  it("puts a member on a full event's waitlist and shows the seat once promoted", async () => {
    const { context, page } = await openPage(h, PHONE);
    await enterAs(page, h.origin, 'tools@example.com');
    await page.goto(`${h.origin}/events/evaluating-llm-apps-workshop`);
    await page.getByRole('button', { name: 'Join waitlist' }).click();
    await page.getByText("You're number 4 on the waitlist.").waitFor();

    // The organiser adds four seats: the four at the head of the waitlist are promoted in order.
    const { token } = await postApi(h, '/v2/api/user/login', {
      email: 'staff@example.com',
      password: DEMO_PASSWORD,
    });
    const [event] = (
      await postApi(h, '/v2/api/admin/event/listing', { slug: 'evaluating-llm-apps-workshop' }, token)
    ).items;
    await postApi(h, '/v2/api/admin/event/update', { id: event.id, capacity: 10 }, token);
    expect((await h.server.readOutbox('tools@example.com')).at(-1)?.subject).toBe(
      "A seat opened up: you're confirmed for Hands-on: evaluating LLM apps with small test sets",
    );
    await page.reload();
    await page.getByText("You're registered for this event.").waitFor();
    await page.getByRole('link', { name: 'Join online' }).waitFor();
    await screenshot(page, 'events-promoted-phone');
    await context.close();
  });

  it('lets an administrator create and publish an event, and export registrations', async () => {
    const { context, page } = await openPage(h);
    await enterAs(page, h.origin, 'staff@example.com');
    await page.goto(`${h.origin}/admin/admin-events`);
    await page.getByRole('button', { name: 'New event' }).click();
    await page.getByLabel('Title').fill('Browser-made meetup');
    await page.getByLabel('Capacity').fill('25');
    await page.getByLabel("Starts (event's local time)").fill('2031-02-03T18:30');
    await page.getByLabel("Ends (event's local time)").fill('2031-02-03T17:00');
    await page.getByLabel('Time zone').fill('Europe/Madrid');
    await page.getByRole('button', { name: 'Save event' }).click();
    await page.getByText('Ends at must be after the start').waitFor();
    await page.getByLabel("Ends (event's local time)").fill('2031-02-03T20:30');
    await page.getByLabel('Venue').fill('Rooftop');
    await page.getByRole('textbox', { name: 'Description' }).fill('Talks and **pizza**.');
    await page.getByRole('tab', { name: 'Preview' }).click();
    await page.locator('strong', { hasText: 'pizza' }).waitFor();
    await page.getByLabel('Publish (visible on /events and open for registration)').check();
    await page.getByRole('button', { name: 'Save event' }).click();
    await page.getByRole('heading', { name: 'Registrations: Browser-made meetup' }).waitFor();
    // The organiser registers someone by email, then cancels it after a confirmation.
    const addForm = page.getByRole('form', { name: 'Register someone' });
    await addForm.getByLabel('Email').fill('student@example.com');
    await addForm.getByRole('button', { name: 'Register' }).click();
    await addForm.getByText('Registered student@example.com: Confirmed.').waitFor();
    const studentRow = page.getByRole('row').filter({ hasText: 'student@example.com' });
    await studentRow.getByRole('button', { name: /^Unregister / }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Unregister' }).click();
    await studentRow.getByText('Cancelled', { exact: true }).waitFor();

    const listed = await postApi(h, '/v2/api/open/event/listing', { query: 'browser meetup' });
    expect(
      listed.items.map((item: { title: string; starts_at: string }) => [item.title, item.starts_at]),
    ).toEqual([['Browser-made meetup', '2031-02-03T17:30:00.000Z']]);

    await page
      .getByRole('row', { name: /Hands-on: evaluating LLM apps/ })
      .getByRole('button', { name: 'Registrations' })
      .click();
    await page
      .getByRole('heading', { name: 'Registrations: Hands-on: evaluating LLM apps with small test sets' })
      .waitFor();
    await page.getByRole('checkbox', { name: 'Mia Mori has arrived' }).click();
    await page.getByText('Arrived').first().waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('evaluating-llm-apps-workshop-registrations.csv');
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      'name,email,status,waitlist_position,checked_in,member,registered_at,confirmed_at,cancelled_at',
    );
    expect(csv).toContain('Mia Mori,member@example.com,confirmed,,true,true,');
    // Registrations over time: a drawn chart with its numbers as a table.
    const chart = page.getByRole('figure', { name: 'Registrations over time' });
    await chart.locator('svg.chart-surface').first().waitFor();
    await chart.getByText('View as table').click();
    await chart.getByRole('columnheader', { name: 'Cancellations' }).waitFor();
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await screenshot(page, 'admin-events-dark');
    await context.close();
  });

  it("loads a second page of past events with the kit's Load more, keeping keyboard focus on it", async () => {
    // Old talks (2019), so that past events take three pages and the other checks' events stay first.
    const { db } = h.server.server.ctx;
    const model = await db
      .selectFrom('events')
      .selectAll()
      .where('state', '=', 'published')
      .executeTakeFirstOrThrow();
    for (let day = 1; day <= 25; day++) {
      const startsAt = `2019-03-${String(day).padStart(2, '0')}T15:00:00.000Z`;
      await db
        .insertInto('events')
        .values({
          ...model,
          id: randomUUID(),
          slug: `archived-talk-${day}`,
          title: `Archived talk ${day}`,
          online_url: null,
          recording_url: null,
          starts_at: startsAt,
          ends_at: startsAt.replace('T15', 'T16'),
          confirmed_count: 0,
          registration_opens_at: null,
          registration_closes_at: null,
        })
        .execute();
    }
    const { context, page } = await openPage(h);
    await page.goto(`${h.origin}/events?when=past`);
    const count = page.getByText(/^Showing 12 of \d+$/);
    await count.waitFor();
    const total = Number((await count.textContent())?.match(/of (\d+)/)?.[1]);
    expect(total).toBeGreaterThan(24);
    const more = page.getByRole('button', { name: 'Load more' });
    await more.focus();
    await page.keyboard.press('Enter');
    await page.getByText(`Showing 24 of ${total}`).waitFor();
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBe(24);
    // Focus stayed on the button (the rows arrived above it), and the new rows were announced.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Load more');
    await page
      .getByRole('status')
      .filter({ hasText: `12 more items loaded: 24 of ${total} shown.` })
      .waitFor({ state: 'attached' });
    await context.close();
  });
});
