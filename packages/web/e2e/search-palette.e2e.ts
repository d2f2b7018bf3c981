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

describe.skipIf(!chromiumAvailable())('the search palette', { timeout: 90_000 }, () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('opens with Ctrl+K, groups content by kind, finds people for an administrator, and opens a hit with the keyboard', async () => {
    const { context, page } = await openPage(h);
    await enterAs(page, h.origin, 'staff@example.com');
    await page.getByTestId('search-launcher').waitFor(WAIT);
    await page.keyboard.press('Control+k');
    const palette = page.getByTestId('search-palette');
    await palette.waitFor(WAIT);
    const input = palette.getByRole('combobox', { name: 'Search the lab' });
    await expect.poll(() => input.evaluate((element) => element === document.activeElement), WAIT).toBe(true);

    await input.fill('student');
    const people = palette.getByRole('group', { name: 'People' });
    await expect.poll(() => people.textContent(), WAIT).toContain('student@example.com');

    await input.fill('production');
    const events = palette.getByRole('group', { name: 'Events' });
    await expect.poll(() => events.textContent(), WAIT).toContain('Agents in production');
    await screenshot(page, 'search-palette');
    // The first hit is the active option; Enter opens it.
    const first = palette.getByRole('option').first();
    await expect.poll(() => first.getAttribute('aria-selected'), WAIT).toBe('true');
    const href = await first.getAttribute('href');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href, WAIT);
    await context.close();
  });

  it('shows a student no people, and on a phone the header search hands its text to the palette', async () => {
    const student = await openPage(h);
    await enterAs(student.page, h.origin, 'student@example.com');
    await student.page.getByTestId('search-launcher').click();
    const palette = student.page.getByTestId('search-palette');
    await palette.getByRole('combobox').fill('student');
    await expect.poll(() => palette.getByRole('status').textContent(), WAIT).not.toBe('Searching…');
    expect(await palette.getByRole('group', { name: 'People' }).count()).toBe(0);
    await student.context.close();

    const phone = await openPage(h, PHONE);
    await enterAs(phone.page, h.origin, 'research@example.com');
    await phone.page.getByTestId('top-bar-search').getByRole('searchbox').fill('agents');
    await phone.page.getByTestId('search-everything').click();
    const phonePalette = phone.page.getByTestId('search-palette');
    await expect.poll(() => phonePalette.getByRole('combobox').inputValue(), WAIT).toBe('agents');
    await expect.poll(() => phonePalette.getByRole('option').count(), WAIT).toBeGreaterThan(0);
    expect(await elementsPastRightEdge(phone.page)).toEqual([]);
    await screenshot(phone.page, 'search-palette-phone');
    await phone.context.close();
  });
});
