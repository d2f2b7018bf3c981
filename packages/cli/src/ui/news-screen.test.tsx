import type { NewsArticle, NewsSearchResult } from '@ailab/core/contract/news/news.schemas';
import { RESOURCES } from '@ailab/core/i18n/resources';
import { render } from 'ink-testing-library';
import { describe, expect, it, vi } from 'vitest';
import { KEYS, press, settle } from '../../test/support/ink-keys';
import { createTranslator } from '../i18n/translator';
import { asYouType, NewsScreen, type NewsScreenSearch } from './news-screen';

const t = createTranslator('en-US', RESOURCES);
const SOURCES = [
  { id: 's1', name: 'Agent Weekly' },
  { id: 's2', name: 'Eval Digest' },
];

function article(id: string, title: string, sourceIndex: number, day: number): NewsArticle {
  const source = SOURCES[sourceIndex] ?? { id: 's1', name: 'Agent Weekly' };
  return {
    id,
    title,
    url: `https://news.test/${id}`,
    source,
    author: null,
    published_at: `2026-11-${String(day).padStart(2, '0')}T08:00:00.000Z`,
    fetched_at: '2026-11-22T08:00:00.000Z',
    summary: `${title}.`,
    tags: [],
    snippet: [{ text: `${title}.`, match: false }],
    also_covered_by: [],
  };
}

const CORPUS = [
  article('a1', 'Memory for long-running agents', 0, 21),
  article('a2', 'Evaluating browser agents', 1, 20),
  article('a3', 'Planner agents budget tool calls', 0, 19),
];

/** A search over the fixed corpus: every word must appear in the title; one source or all. */
function corpusSearch(request: NewsScreenSearch): Promise<NewsSearchResult> {
  const words = request.query.toLowerCase().replaceAll('*', '').split(/\s+/).filter(Boolean);
  const items = CORPUS.filter(
    (item) =>
      (request.sourceId === null || item.source.id === request.sourceId) &&
      words.every((word) => item.title.toLowerCase().includes(word)),
  ).map((item) => ({
    ...item,
    snippet: words.length ? [{ text: item.title, match: true }] : item.snippet,
  }));
  return Promise.resolve({ items, next_cursor: null, total: items.length, capped: false, sources: SOURCES });
}

const SHIFT_TAB = '\u001b[Z';

/** Waits (up to two seconds) until the screen shows `text`: searches answer asynchronously. */
async function waitFor(lastFrame: () => string | undefined, text: string): Promise<void> {
  for (let waited = 0; waited < 2000 && !lastFrame()?.includes(text); waited += 10) await settle(10);
  await settle(20);
}

describe('asYouType', () => {
  it('searches the word being typed as a prefix, but not inside a phrase or an exclusion', () => {
    expect(asYouType('memory lay')).toBe('memory lay*');
    expect(asYouType('memory layer ')).toBe('memory layer');
    expect(asYouType('a')).toBe('a');
    expect(asYouType('tool*')).toBe('tool*');
    expect(asYouType('"long hor')).toBe('"long hor');
    expect(asYouType('"long horizon"')).toBe('"long horizon"');
    expect(asYouType('agents -lat')).toBe('agents -lat');
    expect(asYouType('')).toBe('');
  });
});

describe('NewsScreen', () => {
  it('updates results as you type, moves with the arrows, and opens the chosen article', async () => {
    const search = vi.fn(corpusSearch);
    const openLink = vi.fn(async () => true);
    const onExit = vi.fn();
    const { lastFrame, stdin } = render(
      <NewsScreen t={t} search={search} openLink={openLink} onExit={onExit} debounceMs={0} />,
    );
    await waitFor(lastFrame, '3 articles');
    expect(lastFrame()).toContain('AI Agent News');
    expect(lastFrame()).toContain('3 articles');
    expect(lastFrame()).toContain('❯ Memory for long-running agents · Agent Weekly · 2026-11-21');

    for (const key of 'brow') await press(stdin, lastFrame, key);
    await waitFor(lastFrame, '1 article\n');
    expect(search).toHaveBeenLastCalledWith({ query: 'brow*', sourceId: null });
    expect(lastFrame()).toContain('Search news: brow');
    expect(lastFrame()).toContain('1 article');
    expect(lastFrame()).toContain('❯ Evaluating browser agents');
    expect(lastFrame()).not.toContain('Memory for long-running agents');

    // Backspace widens the search again; the arrows move the selection.
    for (let index = 0; index < 4; index += 1) await press(stdin, lastFrame, KEYS.backspace);
    await waitFor(lastFrame, '3 articles');
    expect(lastFrame()).toContain('3 articles');
    await press(stdin, lastFrame, KEYS.down);
    await press(stdin, lastFrame, KEYS.down);
    expect(lastFrame()).toContain('❯ Planner agents budget tool calls');
    expect(lastFrame()).toContain('https://news.test/a3');
    await press(stdin, lastFrame, KEYS.up);
    expect(lastFrame()).toContain('❯ Evaluating browser agents');

    await press(stdin, lastFrame, KEYS.enter);
    await settle();
    expect(openLink).toHaveBeenCalledWith('https://news.test/a2');
    expect(lastFrame()).toContain('Opened https://news.test/a2 in your browser.');
    expect(onExit).not.toHaveBeenCalled();

    stdin.write(KEYS.escape);
    await settle();
    expect(onExit).toHaveBeenCalledWith(null);
  });

  it('filters by source with Tab and Shift+Tab, and says when nothing matches', async () => {
    const search = vi.fn(corpusSearch);
    const { lastFrame, stdin } = render(<NewsScreen t={t} search={search} onExit={vi.fn()} debounceMs={0} />);
    await waitFor(lastFrame, '3 articles');
    expect(lastFrame()).toContain('Source: All sources');
    await press(stdin, lastFrame, KEYS.tab);
    await waitFor(lastFrame, '2 articles');
    expect(search).toHaveBeenLastCalledWith({ query: '', sourceId: 's1' });
    expect(lastFrame()).toContain('Source: Agent Weekly');
    expect(lastFrame()).toContain('2 articles');
    expect(lastFrame()).not.toContain('Evaluating browser agents');
    await press(stdin, lastFrame, KEYS.tab);
    await waitFor(lastFrame, '1 article\n');
    expect(lastFrame()).toContain('Source: Eval Digest');
    for (const key of 'memory') await press(stdin, lastFrame, key);
    await waitFor(lastFrame, 'No results found!');
    expect(lastFrame()).toContain('No results found!');
    await press(stdin, lastFrame, SHIFT_TAB);
    await waitFor(lastFrame, '❯ Memory');
    expect(search).toHaveBeenLastCalledWith({ query: 'memory*', sourceId: 's1' });
    expect(lastFrame()).toContain('❯ Memory for long-running agents');
  });

  it('off a desktop, Enter leaves with the article so its link is printed', async () => {
    const onExit = vi.fn();
    const { lastFrame, stdin } = render(
      <NewsScreen t={t} search={corpusSearch} onExit={onExit} debounceMs={0} />,
    );
    await waitFor(lastFrame, '3 articles');
    expect(lastFrame()).toContain('Enter print the link and leave');
    await press(stdin, lastFrame, KEYS.down);
    stdin.write(KEYS.enter);
    await settle();
    expect(onExit).toHaveBeenCalledWith(expect.objectContaining({ url: 'https://news.test/a2' }));
  });

  it('shows the server message when a search is refused, and recovers on the next key', async () => {
    const search = vi.fn(async (request: NewsScreenSearch) => {
      if (request.query.startsWith('-')) throw new Error('The search needs at least one word to find.');
      return corpusSearch(request);
    });
    const { lastFrame, stdin } = render(<NewsScreen t={t} search={search} onExit={vi.fn()} debounceMs={0} />);
    await waitFor(lastFrame, '3 articles');
    await press(stdin, lastFrame, '-');
    await waitFor(lastFrame, 'at least one word');
    expect(lastFrame()).toContain('The search needs at least one word to find.');
    await press(stdin, lastFrame, KEYS.backspace);
    await waitFor(lastFrame, '3 articles');
    expect(lastFrame()).not.toContain('at least one word');
    expect(lastFrame()).toContain('3 articles');
  });
});
