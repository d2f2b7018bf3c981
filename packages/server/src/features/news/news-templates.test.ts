import { describe, expect, it } from 'vitest';
import { generateArticles } from './news-templates';

const articles = generateArticles(300, new Date('2026-11-27T00:00:00Z'));

describe('generated demo news', () => {
  it('writes each story as whole sentences, never a subject glued to a fragment', () => {
    for (const article of articles) {
      const subject = article.title.split(' ').slice(0, 2).join(' ');
      // "A retrieval-augmented legal assistant the harness replays…" began with the title's subject.
      expect(article.summary.startsWith(subject), article.summary).toBe(false);
      expect(article.summary, article.summary).toMatch(/^[A-Z][^{}]*\.$/);
    }
  });

  it('never repeats a sentence within one article, and varies how articles end', () => {
    for (const article of articles) {
      const sentences = article.body.split(/(?<=\.)\s+/);
      expect(new Set(sentences).size, article.body).toBe(sentences.length);
    }
    const endings = new Set(articles.map((article) => article.body.split(/(?<=\.)\s+/).at(-1)));
    expect(endings.size).toBeGreaterThanOrEqual(4);
  });

  it('is the same on every run', () => {
    expect(generateArticles(20, new Date('2026-11-27T00:00:00Z'))).toEqual(articles.slice(0, 20));
  });
});
