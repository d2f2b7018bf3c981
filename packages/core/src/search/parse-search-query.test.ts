import { describe, expect, it } from 'vitest';
import {
  highlightWords,
  MAX_SEARCH_TERMS,
  MAX_SEARCH_TEXT_LENGTH,
  type ParsedSearch,
  parseSearchQuery,
  type SearchTerm,
} from './parse-search-query';

function termsOf(parsed: ParsedSearch): SearchTerm[] {
  if (!parsed.ok) throw new Error(`refused: ${parsed.issue}`);
  return parsed.query.terms;
}

const word = (text: string, prefix = false, excluded = false): SearchTerm => ({
  kind: 'word',
  word: text,
  prefix,
  excluded,
});

describe('parseSearchQuery', () => {
  it('reads words, "phrases", -exclusions and prefix* terms', () => {
    expect(termsOf(parseSearchQuery('Agents "tool use" -crypto plan*'))).toEqual([
      word('agents'),
      { kind: 'phrase', words: ['tool', 'use'], excluded: false },
      word('crypto', false, true),
      word('plan', true),
    ]);
  });

  it('excludes a phrase with -"…" and treats hyphenated words as a phrase', () => {
    expect(termsOf(parseSearchQuery('-"open source" gpt-4'))).toEqual([
      { kind: 'phrase', words: ['open', 'source'], excluded: true },
      { kind: 'phrase', words: ['gpt', '4'], excluded: false },
    ]);
  });

  it('runs an unclosed quote to the end of the text', () => {
    expect(termsOf(parseSearchQuery('agents "long context'))).toEqual([
      word('agents'),
      { kind: 'phrase', words: ['long', 'context'], excluded: false },
    ]);
  });

  it.each([
    ['"', []],
    ['*', []],
    ['""', []],
    ['-', []],
    ['   ', []],
    ['🤖🚀', []],
    ['NEAR(', [word('near')]],
    ['OR OR', [word('or')]],
    ['a AND b', [word('a'), word('and'), word('b')]],
    ['title:agents', [{ kind: 'phrase', words: ['title', 'agents'], excluded: false }]],
    ['agent🤖s', [{ kind: 'phrase', words: ['agent', 's'], excluded: false }]],
    ["'; DROP TABLE articles; --", [word('drop'), word('table'), word('articles')]],
    ['a*', [word('a')]],
    ['**agents**', [word('agents', true)]],
    ['café Müller', [word('café'), word('müller')]],
    ['エージェント 検索', [word('エージェント'), word('検索')]],
  ])('turns odd input %j into a safe query', (text, expected) => {
    expect(termsOf(parseSearchQuery(text))).toEqual(expected);
  });

  it('drops repeated terms', () => {
    expect(termsOf(parseSearchQuery('agent Agent AGENT'))).toEqual([word('agent')]);
  });

  it('refuses text over the length cap, including 10 KB strings', () => {
    expect(parseSearchQuery('a'.repeat(MAX_SEARCH_TEXT_LENGTH)).ok).toBe(true);
    expect(parseSearchQuery('a'.repeat(MAX_SEARCH_TEXT_LENGTH + 1))).toEqual({
      ok: false,
      issue: 'search_too_long',
    });
    expect(parseSearchQuery('"agents '.repeat(1300))).toEqual({ ok: false, issue: 'search_too_long' });
  });

  it('refuses more terms than the cap', () => {
    const words = Array.from({ length: MAX_SEARCH_TERMS + 1 }, (_, index) => `w${index}`);
    expect(parseSearchQuery(words.slice(0, MAX_SEARCH_TERMS).join(' ')).ok).toBe(true);
    expect(parseSearchQuery(words.join(' '))).toEqual({ ok: false, issue: 'search_too_many_terms' });
  });

  it('refuses a search made only of exclusions', () => {
    expect(parseSearchQuery('-crypto -"web3"')).toEqual({ ok: false, issue: 'search_only_exclusions' });
  });

  it('never throws on arbitrary input', () => {
    const alphabet = ['"', '*', '-', ' ', '(', ')', 'a', 'OR', 'NEAR', '🤖', '\u0000', '\\', "'", ':', '^'];
    for (let seed = 0; seed < 2000; seed += 1) {
      let text = '';
      let state = seed;
      for (let index = 0; index < 12; index += 1) {
        state = (state * 1103515245 + 12345) % 2147483648;
        text += alphabet[state % alphabet.length];
      }
      const parsed = parseSearchQuery(text);
      if (parsed.ok)
        for (const term of parsed.query.terms) {
          const words = term.kind === 'word' ? [term.word] : term.words;
          for (const item of words) expect(item).toMatch(/^[\p{L}\p{N}\p{M}]+$/u);
        }
    }
  });

  it('lists the words to highlight, leaving out exclusions', () => {
    const parsed = parseSearchQuery('agents "tool use" -crypto');
    if (!parsed.ok) throw new Error('refused');
    expect(highlightWords(parsed.query)).toEqual(['agents', 'tool', 'use']);
  });
});
