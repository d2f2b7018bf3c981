import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import { enterAs, type Harness, openPage, startHarness } from './support/harness';

describe.skipIf(!chromiumAvailable())(
  'news search: shareable URL, author search, failure',
  { timeout: 90_000 },
  () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness();
    });
    afterAll(async () => {
      await h?.close();
    });

    it('keeps the search in the URL, finds authors, and shows an error instead of stale results offline', async () => {
      const { context, page } = await openPage(h);
      await enterAs(page, h.origin, 'research@example.com');
      // A demo author: the search box opens filled and the cards are theirs.
      const { db } = h.server.server.ctx;
      const authored = await db
        .selectFrom('news_articles')
        .select(['author'])
        .where('author', 'is not', null)
        // Search lists a story's primary article only (the demo has echoes; ids are random).
        .where('is_primary', '=', 1)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const lastName = String(authored.author).split(' ').at(-1) ?? '';
      await page.goto(`${h.origin}/ailab/news?q=${encodeURIComponent(lastName.toLowerCase())}`);
      const box = page.getByLabel('Search news');
      expect(await box.inputValue()).toBe(lastName.toLowerCase());
      const results = page.getByRole('list', { name: 'Results' });
      await results.getByRole('article').first().waitFor();

      await box.fill('sandbox');
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('sandbox');
      await results
        .locator('mark', { hasText: /sandbox/i })
        .first()
        .waitFor();
      // Leaving through the menu and coming back with the browser's Back button brings the same search.
      // (Opening the page from its address is the first step above.)
      await page.locator('a[href="/ailab/dashboard"]:visible').first().click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/ailab/dashboard');
      await page.locator('main h1').first().waitFor();
      await page.goBack();
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('sandbox');
      await expect.poll(() => page.getByLabel('Search news').inputValue()).toBe('sandbox');
      await results
        .locator('mark', { hasText: /sandbox/i })
        .first()
        .waitFor();

      // Offline, a new search cannot be answered: an error, never the previous (unfiltered) articles.
      await context.setOffline(true);
      await page.getByLabel('Search news').fill('agent');
      await page.getByRole('alert').filter({ hasText: /load/i }).first().waitFor();
      expect(await results.count()).toBe(0);
      // Back online, the paused search runs by itself.
      await context.setOffline(false);
      await results.locator('mark', { hasText: /agent/i }).first().waitFor();
      await context.close();
    });
  },
);
