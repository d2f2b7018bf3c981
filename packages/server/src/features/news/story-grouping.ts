import { searchWords } from '@ailab/core/search/parse-search-query';

/** Days around an article's date in which a near-identical title counts as the same story. */
export const STORY_WINDOW_DAYS = 3;
const MIN_WORDS = 4;
const MIN_SIMILARITY = 0.75;

/** A title reduced to its distinct words, sorted: the key near-identical titles are compared by. */
export function titleKey(title: string): string {
  return [...new Set(searchWords(title))].sort().join(' ').slice(0, 500);
}

/**
 * True when two title keys name the same story: both have at least four words
 * and share at least three quarters of them (Jaccard similarity).
 */
export function sameStory(keyA: string, keyB: string): boolean {
  const a = new Set(keyA.split(' ').filter(Boolean));
  const b = new Set(keyB.split(' ').filter(Boolean));
  if (a.size < MIN_WORDS || b.size < MIN_WORDS) return false;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / (a.size + b.size - shared) >= MIN_SIMILARITY;
}
