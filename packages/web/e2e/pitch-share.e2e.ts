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

/** The demo's email-gated link on Quetzal Pay's pitch, and its expired one (seed-demo-shares.ts). */
const DEMO_LINK = 'ailab_sh_demo-quetzal-pay-seed-round';
const EXPIRED_LINK = 'ailab_sh_demo-quetzal-pay-expired';
/** The demo's password-protected link and its password. */
const PROTECTED_LINK = 'ailab_sh_demo-quetzal-pay-board-preview';
const PROTECTED_PASSWORD = 'quetzal-board';

describe.skipIf(!chromiumAvailable())(
  'a pitch shared by a link, in the browser',
  { timeout: 120_000 },
  () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness();
    });
    afterAll(async () => {
      await h?.close();
    });

    async function demoLinkStats() {
      const login = await postApi(h, '/v2/api/user/login', {
        email: 'startup@example.com',
        password: DEMO_PASSWORD,
      });
      const pitches = await postApi(h, '/v1/api/ailab/startup_pitch/list', { limit: 100 }, login.token);
      const pitch = pitches.items.find(
        (item: { startup_name: string }) => item.startup_name === 'Quetzal Pay',
      );
      const links = await postApi(
        h,
        '/v1/api/ailab/startup_pitch/share/links',
        { pitch_id: pitch.id },
        login.token,
      );
      return links.items.find((link: { email_gate: boolean; status: string }) => link.email_gate);
    }

    it('asks for an email, then shows the pitch section by section on a phone, and counts the visit', async () => {
      const before = await demoLinkStats();
      const { context, page } = await openPage(h, PHONE);
      await page.goto(`${h.origin}/p/${DEMO_LINK}`);
      await page.getByRole('heading', { level: 1, name: /Quetzal Pay/ }).waitFor();
      await page.getByLabel('Your email address').fill('reader@fund.example');
      await page.getByRole('button', { name: 'Show the pitch' }).click();
      await page.getByRole('heading', { level: 2, name: 'Problem' }).waitFor();
      const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
      expect(headings.slice(0, 3)).toEqual(['Problem', 'Solution', 'Market']);
      expect(headings.length).toBeGreaterThanOrEqual(8);
      await page.getByText('Amount raising').waitFor();
      await page.getByRole('button', { name: 'Print' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      // Read for a moment, then leave: the time goes out as a beacon.
      await page.waitForTimeout(2500);
      await page.close({ runBeforeUnload: true });
      await context.close();
      let after = await demoLinkStats();
      for (let tries = 0; tries < 20 && after.seconds === before.seconds; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        after = await demoLinkStats();
      }
      expect(after.seconds).toBeGreaterThan(before.seconds);
      expect(after.views).toBe(before.views + 1);
      expect(after.unique_viewers).toBe(before.unique_viewers + 1);
    });

    it('asks for the password of a protected link, refuses a wrong one, then shows the pitch', async () => {
      const { context, page } = await openPage(h, PHONE);
      await page.goto(`${h.origin}/p/${PROTECTED_LINK}`);
      await page.getByRole('heading', { level: 1, name: /Quetzal Pay/ }).waitFor();
      const password = page.getByLabel('Password');
      await password.fill('not-the-password');
      await page.getByRole('button', { name: 'Open the pitch' }).click();
      await page.getByText('That password does not open this link').waitFor();
      expect(await page.getByRole('heading', { level: 2, name: 'Problem' }).count()).toBe(0);
      await password.fill(PROTECTED_PASSWORD);
      await page.getByRole('button', { name: 'Open the pitch' }).click();
      await page.getByRole('heading', { level: 2, name: 'Problem' }).waitFor();
      await context.close();
    });

    it('shows a clear page, never the pitch, for an expired or unknown link', async () => {
      const { context, page } = await openPage(h);
      await page.goto(`${h.origin}/p/${EXPIRED_LINK}`);
      await page.getByText('This link no longer opens the pitch').waitFor();
      await page.getByText('This link has expired.').waitFor();
      expect(await page.getByRole('heading', { name: 'Problem' }).count()).toBe(0);
      await page.goto(`${h.origin}/p/ailab_sh_no-such-link-at-all`);
      await page.getByText('No pitch at this address').waitFor();
      await context.close();
    });

    it('lets the founder create a link in the pitch manager and see its figures', async () => {
      const { context, page } = await openPage(h);
      await enterAs(page, h.origin, 'startup@example.com');
      const stats = await demoLinkStats();
      await page.goto(`${h.origin}/ailab/startups/pitch-manager?pitch=${stats.pitch_id}`);
      await page.getByRole('heading', { name: 'Share' }).waitFor();
      await page.getByRole('heading', { name: 'Semilla Capital — partner meeting' }).waitFor();
      await page.getByLabel('For whom').fill('Browser test fund');
      await page.getByRole('button', { name: 'Create link' }).click();
      const address = page.getByLabel('Link', { exact: true });
      await address.waitFor();
      const url = await address.inputValue();
      expect(url).toMatch(/\/p\/ailab_sh_/);
      await page.getByRole('heading', { name: 'Browser test fund' }).waitFor();
      await context.close();
    });

    it('fits the Share panel on a 390 px phone, in dark mode too', async () => {
      const stats = await demoLinkStats();
      for (const colorScheme of ['light', 'dark'] as const) {
        const context = await h.browser.newContext({ viewport: PHONE });
        // The app's own colour setting, as the accessibility suite sets it.
        await context.addInitScript((mode) => localStorage.setItem('colorMode', mode), colorScheme);
        const page = await context.newPage();
        await enterAs(page, h.origin, 'startup@example.com');
        await page.goto(`${h.origin}/ailab/startups/pitch-manager?pitch=${stats.pitch_id}`);
        await page.getByRole('heading', { name: 'Share' }).waitFor();
        await page.getByRole('heading', { name: 'Semilla Capital — partner meeting' }).waitFor();
        await page.getByRole('heading', { name: 'Share' }).scrollIntoViewIfNeeded();
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
          colorScheme === 'dark',
        );
        expect(await elementsPastRightEdge(page)).toEqual([]);
        await screenshot(page, `pitch-share-panel-phone-${colorScheme}`);
        await context.close();
      }
    });
  },
);
