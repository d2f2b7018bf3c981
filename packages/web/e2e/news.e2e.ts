import { type FeedServer, rssFeed, startFeedServer } from '@ailab/server/testing/feed-server';
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

describe.skipIf(!chromiumAvailable())('news and repositories in the browser', { timeout: 90_000 }, () => {
  let h: Harness;
  let feeds: FeedServer;
  beforeAll(async () => {
    [h, feeds] = await Promise.all([startHarness(), startFeedServer()]);
    feeds.set(
      '/lab-notes.xml',
      rssFeed('Lab notes', [
        {
          guid: 'ln-1',
          title: 'Zebrafish lab adopts a pipetting agent',
          link: 'https://lab-notes.test/zebrafish',
          description: 'A <em>pipetting</em> agent now prepares the zebrafish plates overnight.',
          date: new Date(Date.now() - 3_600_000).toISOString(),
        },
      ]),
    );
  });
  afterAll(async () => {
    await h?.close();
    await feeds?.close();
  });

  it('lets a member search the demo news, see matches marked, and filter by source', async () => {
    const { context, page } = await openPage(h);
    await enterAs(page, h.origin, 'research@example.com');
    await page.goto(`${h.origin}/ailab/news`);
    await page.getByLabel('Search news').fill('sandbox');
    const results = page.getByRole('list', { name: 'Results' });
    await results
      .locator('mark', { hasText: /sandbox/i })
      .first()
      .waitFor();
    const marks = await results.locator('mark').allTextContents();
    expect(marks.every((text) => /sandbox/i.test(text))).toBe(true);
    // Every article opens its source in a new tab, never in the app.
    const link = results.getByRole('article').first().getByRole('heading').getByRole('link');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');

    await page.getByLabel('Source').selectOption({ label: 'Agent Wire' });
    await page.waitForFunction(() => {
      const cards = [...document.querySelectorAll('[aria-label="Results"] article')];
      return cards.length > 0 && cards.every((card) => card.textContent?.startsWith('Agent Wire'));
    });
    await page.getByLabel('Search news').fill('sandbox zzqx');
    await page.getByText('No results found!').waitFor();
    await screenshot(page, 'news-no-results-light');
    await context.close();
  });

  it('lets an administrator add a feed and sync it, and a member then finds its article', async () => {
    const { context, page } = await openPage(h);
    await enterAs(page, h.origin, 'staff@example.com');
    await page.goto(`${h.origin}/admin/news`);
    const form = page.getByRole('form', { name: 'Add a source' });
    await form.getByLabel('Name').fill('Lab Notes');
    await form.getByLabel('Feed URL (RSS, Atom or JSON Feed)').fill(`${feeds.url}/lab-notes.xml`);
    await form.getByLabel('Tags').fill('lab, automation');
    await form.getByRole('button', { name: 'Add' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Lab Notes' });
    await row.waitFor();
    await row.getByRole('button', { name: 'Sync' }).click();
    await row
      .getByRole('status')
      .getByText('1 fetched, 0 unchanged, 0 failed, 1 new and 0 updated articles.')
      .waitFor();
    expect(feeds.hits('/lab-notes.xml')).toBe(1);
    await screenshot(page, 'admin-news-synced-light');

    // The same URL twice is refused, naming the field.
    await form.getByLabel('Name').fill('Lab Notes again');
    await form.getByLabel('Feed URL (RSS, Atom or JSON Feed)').fill(`${feeds.url}/lab-notes.xml`);
    await form.getByRole('button', { name: 'Add' }).click();
    await form.getByText('A source with this URL already exists').waitFor();
    await context.close();

    const member = await openPage(h, PHONE);
    await enterAs(member.page, h.origin, 'research@example.com');
    await member.page.goto(`${h.origin}/ailab/news`);
    await member.page.getByLabel('Search news').fill('zebrafish pipet*');
    await member.page.getByRole('link', { name: /Zebrafish lab adopts a pipetting agent/ }).waitFor();
    expect(await elementsPastRightEdge(member.page)).toEqual([]);
    await member.context.close();
  });

  it('lets a member browse repositories by language and topic', async () => {
    const { context, page } = await openPage(h, PHONE);
    await context.addInitScript(() => localStorage.setItem('colorMode', 'dark'));
    await enterAs(page, h.origin, 'research@example.com');
    await page.goto(`${h.origin}/ailab/repositories`);
    const list = page.getByRole('list', { name: 'Repositories' });
    await list.getByRole('article').first().waitFor();
    const all = await list.getByRole('article').count();
    // The least common language: fewer cards than the unfiltered first page.
    const options = page.getByLabel('Language', { exact: true }).locator('option');
    const least = options.nth((await options.count()) - 1);
    const language = (await least.textContent())?.replace(/ \(\d+\)$/, '');
    await page.getByLabel('Language', { exact: true }).selectOption(language ?? '');
    // The choice stays shown while the filtered page loads.
    await expect(page.getByLabel('Language', { exact: true }).inputValue()).resolves.toBe(language);
    await expect
      .poll(
        async () => {
          const cards = await list.getByRole('article').allTextContents();
          return (
            cards.length > 0 && cards.length < all && cards.every((card) => card.includes(language ?? '?'))
          );
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await page.getByLabel('Language', { exact: true }).selectOption({ index: 0 });
    // The unfiltered list is back (its chips are the ones to click) before a topic is chosen.
    await expect
      .poll(async () => (await list.getByRole('article').count()) === all, { timeout: 15_000 })
      .toBe(true);
    const chip = list.getByRole('list', { name: 'Topics' }).first().getByRole('button').first();
    const topic = (await chip.textContent()) ?? '';
    await chip.click();
    await page.getByRole('button', { name: `Topic: ${topic} ✕` }).waitFor();
    // The previous page stays on screen while the filtered one loads (as for the language above).
    const chipLists = () =>
      list
        .getByRole('list', { name: 'Topics' })
        .evaluateAll((lists) => lists.map((item) => item.textContent ?? ''));
    await expect
      .poll(
        async () => {
          const chips = await chipLists();
          return chips.length > 0 && chips.every((text) => text.includes(topic));
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(await elementsPastRightEdge(page)).toEqual([]);
    await screenshot(page, 'repositories-topic-dark-phone');
    await context.close();
  });
});
