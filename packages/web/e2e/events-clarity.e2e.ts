// Issue 25, item 10: a labelled month picker, the visitor's time and the event's own time told apart, a back
// link, a same-origin "Add to calendar", the admin form's own close button and a time-zone picker that starts
// with the browser's zone, and a document title on each screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import { DESKTOP, enterAs, type Harness, startHarness } from './support/harness';

const ZONE = 'America/Mexico_City';

describe.skipIf(!chromiumAvailable())(
  'events as visitors and organisers expect them',
  { timeout: 90_000 },
  () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness();
    });
    afterAll(async () => {
      await h?.close();
    });

    it('labels the month filter and the two times, links back, and adds to the calendar from this site', async () => {
      const context = await h.browser.newContext({ viewport: DESKTOP, timezoneId: ZONE });
      const page = await context.newPage();
      await page.goto(`${h.origin}/events`);
      const month = page.getByRole('combobox', { name: 'Month' });
      await month.waitFor();
      await expect(month.locator('option').first().textContent()).resolves.toBe('Any month');
      await expect(page.locator('input[type="month"]').count()).resolves.toBe(0);
      await expect.poll(() => page.title()).toBe('Events · AI Lab');

      await page.getByRole('link', { name: 'Agents in production: lessons from a year of on-call' }).click();
      await page
        .getByRole('heading', { name: 'Agents in production: lessons from a year of on-call' })
        .waitFor();
      await page.getByText(`Your time (${ZONE}):`).waitFor();
      await expect(page.getByTestId('event-zone-time').textContent()).resolves.toMatch(
        /^Event's local time: /,
      );
      const calendar = page.getByRole('link', { name: 'Add to calendar' });
      await expect(calendar.getAttribute('href')).resolves.toMatch(/^\/calendar\/events\/.+\.ics$/);
      await page.getByRole('link', { name: 'All events' }).click();
      await page.waitForURL(`${h.origin}/events`);
      await context.close();
    });

    it("gives the admin form its own close button and the browser's zone in a searchable zone picker", async () => {
      const context = await h.browser.newContext({ viewport: DESKTOP, timezoneId: ZONE });
      const page = await context.newPage();
      await enterAs(page, h.origin, 'staff@example.com');
      await page.goto(`${h.origin}/admin/admin-events`);
      await page.getByRole('button', { name: 'New event' }).click();
      const zone = page.getByLabel('Time zone');
      await expect(zone.inputValue()).resolves.toBe(ZONE);
      const zones = await zone.evaluate((input) => (input as HTMLInputElement).list?.options.length ?? 0);
      expect(zones).toBeGreaterThan(100);
      await expect(page.getByRole('button', { name: 'Keep my place' }).count()).resolves.toBe(0);
      await page.getByRole('button', { name: 'Close without saving' }).click();
      await context.close();
    });
  },
);
