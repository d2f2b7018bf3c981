import { LAYOUT } from '@ailab/core/layout/layout-constants';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import { DEMO_PASSWORD, type Harness, openMenu, openPage, PHONE, startHarness } from './support/harness';

/** The focused element as `tag#testid`, e.g. `h1#dashboard-greeting`. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return 'none';
    return `${element.tagName.toLowerCase()}#${element.getAttribute('data-testid') ?? ''}`;
  });
}

/** Signs in with the keyboard alone: type, Tab, type, Enter. */
async function signInByKeyboard(page: Page, origin: string, email: string) {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').focus();
  await page.keyboard.type(email);
  await page.getByLabel('Password', { exact: true }).focus();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/ailab\/dashboard$/);
}

describe.skipIf(!chromiumAvailable())('keyboard and focus', { timeout: 90_000 }, () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('moves focus to the main heading after sign-in and on each route change, announcing the title', async () => {
    const { context, page } = await openPage(h);
    await signInByKeyboard(page, h.origin, 'member@example.com');
    await expect.poll(() => focused(page)).toBe('h1#dashboard-greeting');
    await expect.poll(() => page.getByTestId('route-announcer').textContent()).toBe('Dashboard · AI Lab');
    await page
      .getByRole('link', { name: /^Profile Settings/ })
      .first()
      .click();
    await page.waitForURL(/profile-settings$/);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Profile Settings');
    await expect
      .poll(() => page.getByTestId('route-announcer').textContent())
      .toBe('Profile Settings · AI Lab');
    await context.close();
  });

  it('shows tooltips on hover and on Tab focus, never on focus handed back after a mouse choice', async () => {
    const { context, page } = await openPage(h);
    await signInByKeyboard(page, h.origin, 'member@example.com');
    const tooltip = page.getByRole('tooltip');
    // A menu choice with the mouse: the menu slides away, focus goes to the new page, no tooltip stays.
    await openMenu(page);
    await page.getByTestId('side-menu').getByRole('link', { name: 'AI Agent News' }).click();
    await page.waitForURL(/\/ailab\/news$/);
    await page.getByTestId('side-menu').waitFor({ state: 'detached' });
    await page.mouse.move(700, 600);
    await page.waitForTimeout(300);
    expect(await tooltip.count()).toBe(0);
    await expect.poll(() => focused(page)).toMatch(/^h1#/);
    // A language picked with the mouse hands focus back to its button: no tooltip either.
    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.mouse.move(700, 600);
    await page.waitForTimeout(300);
    await expect.poll(() => focused(page)).toBe('button#language-switcher');
    expect(await tooltip.count()).toBe(0);
    // Tab onto the next icon button: its tooltip shows; hovering another shows that one's.
    await page.keyboard.press('Tab');
    await expect.poll(() => focused(page)).toBe('button#color-mode-toggle');
    await expect.poll(() => tooltip.textContent()).toBe('Switch to dark mode');
    await page.keyboard.press('Tab');
    await expect.poll(() => tooltip.count()).toBe(0);
    await page.getByTestId('menu-toggle').hover();
    await expect.poll(() => tooltip.textContent()).toBe('Open menu');
    await context.close();
  });

  it('closes the side menu and the user panel with one Escape while a close button shows its tooltip', async () => {
    const { context, page } = await openPage(h, PHONE);
    await signInByKeyboard(page, h.origin, 'member@example.com');
    const tooltip = page.getByRole('tooltip');
    await openMenu(page);
    // Focus starts on the first entry; Shift+Tab reaches the close button and shows its tooltip.
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => tooltip.textContent()).toBe('Close menu');
    await page.keyboard.press('Escape');
    await page.getByTestId('side-menu').waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('button#menu-toggle');
    expect(await tooltip.count()).toBe(0);

    await page.getByTestId('avatar-button').click();
    await page.getByTestId('user-panel').waitFor();
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => tooltip.textContent()).toBe('Close account panel');
    await page.keyboard.press('Escape');
    await page.getByTestId('user-panel').waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('button#avatar-button');
    await context.close();
  });

  it('docks the side menu beside the content from md up, and keeps it a modal panel below', async () => {
    const { context, page } = await openPage(h);
    await signInByKeyboard(page, h.origin, 'member@example.com');
    await openMenu(page);
    const menu = page.getByTestId('side-menu');
    expect(await page.getByTestId('side-menu-overlay').count()).toBe(0);
    const hiddenFromReaders = (testId: string) =>
      page.getByTestId(testId).evaluate((element) => element.closest('[aria-hidden="true"]') !== null);
    expect(await hiddenFromReaders('top-bar')).toBe(false);
    // The content is pushed, not covered: it starts where the panel ends, and stays usable.
    const panel = await menu.boundingBox();
    const contentLeft = await page
      .getByTestId('shell-content')
      .evaluate(
        (main) => main.getBoundingClientRect().left + Number.parseFloat(getComputedStyle(main).paddingLeft),
      );
    expect(panel?.y).toBe(LAYOUT.headerHeightPx);
    expect(contentLeft).toBeGreaterThanOrEqual((panel?.x ?? 0) + (panel?.width ?? 0));
    await page.getByTestId('dashboard-greeting').click();
    await page.waitForTimeout(200);
    await expect(menu.getAttribute('data-state')).resolves.toBe('open');
    // Escape still closes it, in one press.
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    // Below md: a modal panel over a backdrop, content not pushed.
    await page.setViewportSize({ width: 767, height: 800 });
    await openMenu(page);
    await page.getByTestId('side-menu-overlay').waitFor();
    expect(await hiddenFromReaders('top-bar')).toBe(true);
    await context.close();
  });

  it('opens the public menu on phones from the keyboard, and closes it with Escape', async () => {
    const { context, page } = await openPage(h, PHONE);
    await page.goto(`${h.origin}/?home=ailab`);
    const toggle = page.getByTestId('public-menu-toggle');
    const menu = page.getByTestId('public-menu');
    await toggle.waitFor();
    await expect(menu.isVisible()).resolves.toBe(false);
    await page.keyboard.press('Tab');
    await expect.poll(() => focused(page)).toBe('button#public-menu-toggle');
    await page.keyboard.press('Enter');
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(menu.getByRole('link').allTextContents()).resolves.toEqual([
      'Courses',
      'Events',
      'Industry reports',
    ]);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await expect.poll(() => focused(page)).toBe('button#public-menu-toggle');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${h.origin}/events`);
    await expect.poll(() => menu.isVisible()).toBe(false);
    // From md up the links sit in the header and the button is gone.
    await page.setViewportSize({ width: 768, height: 800 });
    await expect.poll(() => toggle.isVisible()).toBe(false);
    await context.close();
  });
});
