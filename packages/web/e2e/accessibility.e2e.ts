import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A11Y_SCREENS, type A11yScreen } from './support/a11y-screens';
import { type AxeFinding, axeSource, axeViolations } from './support/axe';
import { chromiumAvailable } from './support/chromium';
import { animationsSettled, DESKTOP, type Harness, openPage, signIn, startHarness } from './support/harness';

const MODES = ['light', 'dark'] as const;

/** Resolves once nothing on the page is loading (no `aria-busy` skeleton or spinner left). */
function loaded(page: Page) {
  return page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
    timeout: 10_000,
  });
}

/**
 * Waits for the screen and its data, brings it into the state to check, then waits for
 * that state's data and for every running transition or animation to finish.
 */
async function settle(page: Page, screen: A11yScreen) {
  await (screen.ready ? screen.ready(page) : page.locator('h1').first().waitFor());
  await loaded(page);
  await screen.open?.(page);
  await loaded(page);
  await animationsSettled(page);
}

/**
 * axe-core over every screen of A11Y_SCREENS in light and dark mode: 0 violations
 * of WCAG 2.2 A/AA and axe's best practices.
 */
describe.skipIf(!chromiumAvailable())('accessibility (axe-core)', { timeout: 180_000 }, () => {
  let h: Harness;
  let source: string;
  beforeAll(async () => {
    [h, source] = await Promise.all([startHarness(), axeSource()]);
  });
  afterAll(async () => {
    await h?.close();
  });

  for (const mode of MODES) {
    it(`finds no violations on any screen in ${mode} mode`, async () => {
      const found: Record<string, AxeFinding[]> = {};
      const pages = new Map<string, Page>();
      const pageFor = async (account: string | undefined) => {
        const key = account ?? 'visitor';
        const open = pages.get(key);
        if (open) return open;
        const { context, page } = await openPage(h);
        await context.addInitScript((colorMode) => {
          if (!localStorage.getItem('colorMode')) localStorage.setItem('colorMode', colorMode);
        }, mode);
        if (account) await signIn(page, h.origin, account);
        pages.set(key, page);
        return page;
      };
      for (const screen of A11Y_SCREENS) {
        const page = await pageFor(screen.account);
        await page.setViewportSize(screen.viewport ?? DESKTOP);
        await page.goto(`${h.origin}${screen.path}`);
        await settle(page, screen);
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
          mode === 'dark',
        );
        found[screen.name] = await axeViolations(page, source);
      }
      for (const page of pages.values()) await page.context().close();
      const expected = Object.fromEntries(A11Y_SCREENS.map((screen) => [screen.name, []]));
      expect(found).toEqual(expected);
    });
  }

  it('ships Inter from the app itself and renders with it, with a CJK stack for Japanese', async () => {
    const { context, page } = await openPage(h);
    const fonts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.woff2')) fonts.push(new URL(response.url()).origin);
    });
    await page.goto(`${h.origin}/login`);
    await page.locator('h1').waitFor();
    await page.evaluate(() => document.fonts.ready);
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('600 16px "Inter Variable"')))
      .toBe(true);
    expect(fonts).toEqual([h.origin]);
    const family = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(await family()).toMatch(/^"Inter Variable"/);
    await page.evaluate(() => localStorage.setItem('language', 'ja-JP'));
    await page.reload();
    await page.locator('h1').waitFor();
    expect(await family()).toMatch(/^"Inter Variable", "Hiragino Sans".*"Noto Sans CJK JP"/);
    await context.close();
  });
});
