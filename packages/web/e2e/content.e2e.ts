import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import {
  DESKTOP,
  enterAs,
  type Harness,
  openMenu,
  openPage,
  PHONE,
  startHarness,
  storeSession,
} from './support/harness';

const LANGUAGES = ['en-US', 'es-MX', 'ja-JP'] as const;

/** A fresh page signed in as `account` (through the API) and switched to `language`, on its area's dashboard. */
async function signedInPage(
  h: Harness,
  account: string,
  language: string,
  viewport?: { width: number; height: number },
) {
  const opened = await openPage(h, viewport);
  const { dashboard } = await storeSession(opened.page, h.origin, account);
  await opened.page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await opened.page.goto(dashboard);
  return opened;
}

/** Every link of the open side menu, submenus expanded: [href, label]. */
async function menuLinks(page: Page): Promise<[string, string][]> {
  const menu = page.getByTestId('side-menu');
  const collapsed = menu.locator('button[aria-expanded="false"]');
  while ((await collapsed.count()) > 0) await collapsed.first().click();
  return menu
    .getByRole('link')
    .evaluateAll((links) =>
      links
        .filter((link) => link.closest('nav'))
        .map(
          (link) => [link.getAttribute('href') ?? '', (link.textContent ?? '').trim()] as [string, string],
        ),
    );
}

describe.skipIf(!chromiumAvailable())('honest content and copy', { timeout: 240_000 }, () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('shows on every home only the counts the platform holds, and no invented figures', async () => {
    const stats = await (await fetch(`${h.origin}/v2/api/open/stats`, { method: 'POST' })).json();
    const counted = new Map<string, number>(
      stats.stats.map((stat: { key: string; value: number }) => [stat.key, stat.value]),
    );
    expect([...counted.keys()]).toEqual(['members', 'courses', 'events']);
    for (const value of counted.values()) expect(value).toBeGreaterThan(0);
    // Each home's own order; reports, startups and institutes are not counted yet, so not shown.
    const homes = [
      ['ailab', ['members', 'courses']],
      ['venture', ['members', 'events']],
      ['education', ['courses', 'members']],
    ] as const;
    const { context, page } = await openPage(h);
    for (const [home, keys] of homes) {
      await page.goto(`${h.origin}/?home=${home}`);
      const band = page.getByTestId('landing-stats');
      await band.waitFor();
      const shown = await band
        .locator('dd')
        .evaluateAll((dds) => dds.map((dd) => [dd.getAttribute('data-stat'), dd.textContent]));
      expect(shown, home).toEqual(keys.map((key) => [key, String(counted.get(key))]));
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text, home).not.toMatch(/\d[\d,.]*\s*\+/);
    }
    await context.close();
  });

  it('words field errors with translated labels in every language, the form alert clear of the top bar', async () => {
    const expected = {
      'en-US': 'User name must be at least 3 characters',
      'es-MX': 'El campo Nombre de usuario debe tener al menos 3 caracteres',
      'ja-JP': 'ユーザー名 は 3 文字以上で入力してください',
    };
    for (const language of LANGUAGES) {
      const { context, page } = await signedInPage(h, 'research@example.com', language, PHONE);
      await page.goto(`${h.origin}/ailab/profile-settings`);
      const userName = page.locator('input[name="user_name"]');
      await userName.fill('ab');
      await page.locator('#personal-info button[type="submit"]').click();
      await page.getByText(expected[language], { exact: true }).waitFor();
      const alert = page.locator('#personal-info [role="alert"]');
      await alert.waitFor();
      await expect
        .poll(async () => (await alert.boundingBox())?.y ?? -1, { timeout: 3_000 })
        .toBeGreaterThanOrEqual(64);
      expect((await page.locator('main').textContent()) ?? '').not.toContain('user_name');
      await context.close();
    }
  });

  it("heads every menu screen with its menu entry's label, in every language", async () => {
    for (const language of LANGUAGES) {
      for (const account of ['member@example.com', 'staff@example.com']) {
        const { context, page } = await signedInPage(h, account, language);
        await page.locator('main h1').waitFor();
        await openMenu(page);
        const links = await menuLinks(page);
        expect(links.length).toBeGreaterThan(2);
        const heading = page.locator('main h1').first();
        for (const [href, label] of links) {
          // Within the loaded app, as choosing the entry does (the router follows the history entry).
          await page.evaluate((path) => {
            history.pushState(null, '', path);
            dispatchEvent(new PopStateEvent('popstate'));
          }, href);
          await expect
            .poll(
              async () => ((await heading.textContent({ timeout: 1_000 }).catch(() => '')) ?? '').trim(),
              {
                message: `${account} in ${language}: ${href}`,
                timeout: 5_000,
              },
            )
            .toBe(label);
        }
        await context.close();
      }
    }
  });

  it('shows the role once and the function tags in the language of the page', async () => {
    const cases = [
      ['en-US', 'student@example.com', 'Student', []],
      ['ja-JP', 'student@example.com', '学生', []],
      ['es-MX', 'member@example.com', 'Miembro', ['Fundador', 'Estudiante']],
      ['ja-JP', 'member@example.com', 'メンバー', ['創業者', '学生']],
    ] as const;
    for (const [language, account, role, tags] of cases) {
      const { context, page } = await signedInPage(h, account, language);
      await page.getByTestId('avatar-button').click();
      const panel = page.getByTestId('user-panel');
      await panel.waitFor();
      await expect(panel.getByTestId('user-panel-role').textContent()).resolves.toBe(role);
      const shown =
        tags.length === 0 ? [] : await panel.getByTestId('user-panel-tags').locator('li').allTextContents();
      expect(shown, `${account} in ${language}`).toEqual(tags);
      await context.close();
    }
  });

  it('tells a visitor on /verify without an email what to do, instead of "sent to —"', async () => {
    const { context, page } = await openPage(h);
    await page.goto(`${h.origin}/verify`);
    const intro = page.locator('main h1 + p');
    await intro.waitFor();
    const text = (await intro.textContent()) ?? '';
    expect(text).not.toContain('—');
    expect(text).toContain('Send a new code');
    await page.goto(`${h.origin}/verify?email=nia%40example.com`);
    await expect(page.locator('main h1 + p').textContent()).resolves.toContain('nia@example.com');
    await context.close();
  });

  it('sizes the quick-links card to its links, untruncated on a phone; the profile form aligns its buttons and matches its select to its fields', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await openPage(h, viewport);
      // A student has few links, so the account card beside them is the taller one.
      await enterAs(page, h.origin, 'student@example.com');
      const list = page.getByTestId('quick-links');
      await list.waitFor();
      const layout = await list.evaluate((ul) => {
        const card = ul.closest('section');
        const style = card ? getComputedStyle(card) : null;
        const padding = style
          ? Number.parseFloat(style.paddingBottom) + Number.parseFloat(style.borderBottomWidth)
          : 0;
        const below = card ? card.getBoundingClientRect().bottom - ul.getBoundingClientRect().bottom : -1;
        const cut = [...ul.querySelectorAll('a span')]
          .filter((span) => span.scrollWidth > span.clientWidth + 1)
          .map((span) => span.textContent);
        return { spaceBelow: Math.round(below - padding), cut };
      });
      // The card ends one padding (and border) below its last link: no stretched empty space, nothing cut off.
      expect(layout, `quick links at ${viewport.width}px`).toEqual({ spaceBelow: 0, cut: [] });

      await page.goto(`${h.origin}/ailab/profile-settings`);
      const save = page.getByRole('button', { name: 'Save changes' });
      const savePassword = page.getByRole('button', { name: 'Save new password' });
      await Promise.all([save.waitFor(), savePassword.waitFor()]);
      const [a, b] = await Promise.all([save.boundingBox(), savePassword.boundingBox()]);
      expect(a && b && [Math.round(a.x + a.width), Math.round(a.height)]).toEqual(
        b && [Math.round(b.x + b.width), Math.round(b.height)],
      );

      // The form's select looks like its text fields in both colour modes.
      for (const mode of ['light', 'dark']) {
        await page.evaluate((colorMode) => localStorage.setItem('colorMode', colorMode), mode);
        await page.reload();
        await save.waitFor();
        const looks = await page.evaluate(() => {
          const look = (selector: string) => {
            const element = document.querySelector(selector);
            if (!element) return null;
            const style = getComputedStyle(element);
            return [
              style.backgroundColor,
              style.borderColor,
              style.color,
              element.getBoundingClientRect().height,
            ];
          };
          return [look('input[name="user_name"]'), look('select#profile-language')];
        });
        expect(looks[1], `select in ${mode} mode`).toEqual(looks[0]);
      }
      await context.close();
    }
  });
});
