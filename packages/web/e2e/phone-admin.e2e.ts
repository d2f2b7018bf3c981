import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import { type Harness, openPage, PHONE, screenshot, signIn, startHarness } from './support/harness';

const WAIT = { timeout: 10_000 };

/**
 * Buttons, links and fields inside `main` that a phone user cannot reach: past the viewport's right
 * edge, or cut off by a scrolling or clipping ancestor (issue 25 item 3: 55 controls of the course
 * editor, /admin/news 38 px wider than the phone).
 */
function unreachableControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(
      'main button, main a, main input, main select',
    )) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || control.closest('.sr-only, [aria-hidden="true"]')) continue;
      let clipped = box.right > width + 1 || box.left < -1;
      for (let parent = control.parentElement; parent && !clipped; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible') continue;
        const frame = parent.getBoundingClientRect();
        if (box.right > frame.right + 1 || box.left < frame.left - 1) clipped = true;
      }
      if (clipped)
        out.push(
          `${control.tagName.toLowerCase()} "${(control.textContent || control.getAttribute('aria-label') || '').trim().slice(0, 40)}"`,
        );
    }
    return out;
  });
}

describe.skipIf(!chromiumAvailable())('admin screens on a phone (issue 25)', { timeout: 120_000 }, () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('/admin/news fits 390 px and every control of its sources is reachable', async () => {
    const { context, page } = await openPage(h, PHONE);
    await signIn(page, h.origin, 'staff@example.com');
    // Reachable from the administrator's user panel, not only by typing its address.
    await page.getByTestId('avatar-button').click();
    await page.getByTestId('user-panel').getByRole('link', { name: 'News sources' }).click();
    await page.waitForURL(/\/admin\/news$/);
    await expect.poll(() => page.getByRole('button', { name: 'Remove' }).count(), WAIT).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await unreachableControls(page)).toEqual([]);
    await screenshot(page, 'admin-news-phone');
    await context.close();
  });

  it('the course editor keeps "Add unit" and the reorder arrows on screen at 390 px', async () => {
    const { context, page } = await openPage(h, PHONE);
    await signIn(page, h.origin, 'staff@example.com');
    await page.goto(`${h.origin}/admin/education-administration`);
    await page.getByRole('link', { name: 'Evaluating AI agents' }).first().click();
    await page.getByRole('button', { name: 'Add unit' }).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: /^Move .* down$/ }).count(), WAIT)
      .toBeGreaterThan(0);
    expect(await unreachableControls(page)).toEqual([]);
    await screenshot(page, 'admin-course-editor-phone');
    await context.close();
  });

  it('"New event" and "Registrations" open in view, with focus inside', async () => {
    const { context, page } = await openPage(h);
    await signIn(page, h.origin, 'staff@example.com');
    await page.goto(`${h.origin}/admin/admin-events`);
    // Whether the panel under this heading is on screen, and focus is in it (or on the panel itself).
    const inView = (heading: string) =>
      page.getByRole('heading', { name: heading }).evaluate((title) => {
        const panel = title.closest('section') ?? title;
        const focused = document.activeElement;
        const box = panel.getBoundingClientRect();
        const visible = box.top < window.innerHeight && box.bottom > 0;
        const focusIn =
          focused !== null &&
          focused !== document.body &&
          (panel.contains(focused) || focused.contains(panel));
        return `${visible ? 'visible' : 'out of view'}, ${focusIn ? 'focus inside' : 'focus outside'}`;
      });
    await page.getByRole('button', { name: 'New event' }).click();
    await expect.poll(() => inView('New event'), WAIT).toBe('visible, focus inside');
    await page.getByRole('button', { name: 'Registrations' }).first().click();
    await expect.poll(() => inView('Registrations:'), WAIT).toBe('visible, focus inside');
    await context.close();
  });
});
