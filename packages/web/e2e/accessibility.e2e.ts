import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { A11yScreen } from './support/a11y-check';
import { A11Y_SCREENS } from './support/a11y-screens';
import { type AxeFinding, type AxeRules, axeSource, axeViolations } from './support/axe';
import { chromiumAvailable } from './support/chromium';
import {
  animationsSettled,
  DESKTOP,
  type Harness,
  openPage,
  startHarness,
  storeSession,
} from './support/harness';

const MODES = ['light', 'dark'] as const;

/**
 * Screens whose readiness does not depend on English text, checked in es-MX and ja-JP too: the shell in
 * both languages, and a sample of the other screens split between them (each checked in one more language).
 */
const SHELL_SAMPLE = ['home-ailab', 'login', 'dashboard', 'user-panel-open'];
const TRANSLATED_SAMPLE: Record<string, Set<string>> = {
  'es-MX': new Set([...SHELL_SAMPLE, 'public-menu-open-phone', 'register', 'events', 'education-all']),
  'ja-JP': new Set([...SHELL_SAMPLE, 'verify-without-email', 'dashboard-phone', 'ailab-news', 'admin-users']),
};

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
  // The app's screen, not index.html's static first paint of `/` and `/login` (boot-shell.e2e.ts
  // checks that hand-over): the shell's own heading would otherwise satisfy the wait below.
  await page.waitForFunction(() => !document.getElementById('boot-shell'), undefined, { timeout: 10_000 });
  await (screen.ready ? screen.ready(page) : page.locator('h1').first().waitFor());
  await loaded(page);
  await screen.open?.(page);
  await loaded(page);
  await animationsSettled(page);
}

/**
 * axe-core over every screen of A11Y_SCREENS: 0 violations of WCAG 2.2 A/AA and axe's best practices in
 * light mode, and 0 of the colour rules in dark mode.
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

  type Mode = (typeof MODES)[number];

  /**
   * Switches the open screen to `mode` with the app's own toggle, as a person would, when the screen has
   * one in reach and no panel of its own open (a click elsewhere would close it); answers false otherwise.
   */
  const toggledInPlace = async (page: Page, screen: A11yScreen, mode: Mode) => {
    if (screen.open) return false;
    const toggle = page.getByTestId('color-mode-toggle').first();
    if (!(await toggle.isVisible())) return false;
    await toggle.click();
    await page.waitForFunction(
      (dark) => document.documentElement.classList.contains('dark') === dark,
      mode === 'dark',
    );
    // The toggle's tooltip and hover state are not part of the screen under check.
    await page.keyboard.press('Escape');
    await page.mouse.move(0, 0);
    await animationsSettled(page);
    return true;
  };

  /**
   * Runs axe over `screens` in each of `modes` and one language; answers the findings per mode and screen.
   * Each screen is opened once in the first mode, then switched to the others with the app's toggle
   * where it can be (opening it again otherwise): opening and settling a screen costs more than axe.
   * The first mode gets every rule; the others only the rules colours decide, since only colours differ.
   */
  const findings = async (modes: readonly Mode[], language: string, screens: A11yScreen[]) => {
    const found: Record<string, AxeFinding[]> = {};
    const pages = new Map<string, Page>();
    const pageFor = async (account: string | undefined) => {
      const key = account ?? 'visitor';
      const open = pages.get(key);
      if (open) return open;
      const { page } = await openPage(h);
      // Signs in through the API (the form is auth.e2e.ts's subject), then sets the language for what follows.
      if (account) await storeSession(page, h.origin, account);
      else await page.goto(`${h.origin}/healthz`);
      await page.evaluate((lang) => localStorage.setItem('language', lang), language);
      pages.set(key, page);
      return page;
    };
    const check = async (page: Page, screen: A11yScreen, mode: Mode, rules: AxeRules) => {
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        mode === 'dark',
      );
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      found[`${mode} ${screen.name}`] = await axeViolations(page, source, rules);
    };
    const open = async (page: Page, screen: A11yScreen, mode: Mode) => {
      await page.evaluate((colorMode) => localStorage.setItem('colorMode', colorMode), mode);
      await page.goto(`${h.origin}${screen.path}`);
      await settle(page, screen);
    };
    for (const screen of screens) {
      const page = await pageFor(screen.account);
      await page.setViewportSize(screen.viewport ?? DESKTOP);
      const [first, ...others] = modes;
      if (!first) continue;
      await open(page, screen, first);
      await check(page, screen, first, 'all');
      for (const mode of others) {
        if (!(await toggledInPlace(page, screen, mode))) await open(page, screen, mode);
        await check(page, screen, mode, 'colour');
      }
    }
    for (const page of pages.values()) await page.context().close();
    return found;
  };
  const none = (modes: readonly Mode[], screens: A11yScreen[]) =>
    Object.fromEntries(modes.flatMap((mode) => screens.map((screen) => [`${mode} ${screen.name}`, []])));

  it('finds no violations on any screen in light mode, and no colour violations in dark mode', {
    timeout: 300_000,
  }, async () => {
    expect(await findings(MODES, 'en-US', A11Y_SCREENS)).toEqual(none(MODES, A11Y_SCREENS));
  });

  // Translations change accessible names (the avatar button's) and lengths; the shell and a
  // sample of domain screens are checked in the other two languages too.
  for (const [language, sample] of Object.entries(TRANSLATED_SAMPLE)) {
    it(`finds no violations on the shell and domain screens in ${language}`, async () => {
      const screens = A11Y_SCREENS.filter((screen) => sample.has(screen.name));
      expect(screens).toHaveLength(sample.size);
      expect(await findings(['dark'], language, screens)).toEqual(none(['dark'], screens));
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
