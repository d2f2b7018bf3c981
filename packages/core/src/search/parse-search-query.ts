/** The longest search text accepted, in characters; longer text is refused with a 400. */
export const MAX_SEARCH_TEXT_LENGTH = 200;
/** The most terms (words and phrases, excluded ones included) one search may hold. */
export const MAX_SEARCH_TERMS = 10;
/** The most words one quoted phrase may hold. */
export const MAX_PHRASE_WORDS = 10;
/** A prefix shorter than this (`a*`) matches too much to be useful, so it is searched as a whole word. */
export const MIN_PREFIX_LENGTH = 2;
/** Words longer than this are cut; no real word is longer and the index gains nothing from them. */
export const MAX_WORD_LENGTH = 64;

/**
 * One term of a search: a word (optionally a prefix, `agent*`) or a quoted
 * phrase (`"tool use"`), either of which may be excluded (`-crypto`).
 * Words hold only lowercase letters and digits, so a term can never carry
 * query syntax into a database.
 */
export type SearchTerm =
  | { kind: 'word'; word: string; prefix: boolean; excluded: boolean }
  | { kind: 'phrase'; words: string[]; excluded: boolean };

/** A parsed search: every included term must match and no excluded term may. */
export interface SearchQuery {
  terms: SearchTerm[];
}

/** Why a search text was refused; each has a message under `errors:validation.<issue>`. */
export type SearchQueryIssue = 'search_too_long' | 'search_too_many_terms' | 'search_only_exclusions';

/** The outcome of {@link parseSearchQuery}: a safe query or the reason it was refused. */
export type ParsedSearch = { ok: true; query: SearchQuery } | { ok: false; issue: SearchQueryIssue };

// A word is a run of letters, digits and combining marks, as SQLite's unicode61 tokenizer sees it.
const WORD_PATTERN = /[\p{L}\p{N}\p{M}]+/gu;

/** Lowercase and composed (diacritics kept: PostgreSQL's index keeps them), cut to the longest useful length. */
function normaliseWord(word: string): string {
  return word.normalize('NFC').toLowerCase().slice(0, MAX_WORD_LENGTH);
}

/** The words inside a piece of text; punctuation and emoji separate words and are dropped. */
export function searchWords(text: string): string[] {
  return (text.match(WORD_PATTERN) ?? []).map(normaliseWord).filter((word) => word.length > 0);
}

interface RawToken {
  text: string;
  quoted: boolean;
  excluded: boolean;
}

/** Splits on whitespace, keeping quoted stretches together; an unclosed quote runs to the end. */
function tokenise(text: string): RawToken[] {
  const tokens: RawToken[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text.charAt(index);
    if (/\s/u.test(char)) {
      index += 1;
      continue;
    }
    let excluded = false;
    if (char === '-' && index + 1 < text.length && !/\s/u.test(text.charAt(index + 1))) {
      excluded = true;
      index += 1;
    }
    if (text.charAt(index) === '"') {
      const close = text.indexOf('"', index + 1);
      const end = close === -1 ? text.length : close;
      tokens.push({ text: text.slice(index + 1, end), quoted: true, excluded });
      index = end + 1;
      continue;
    }
    let end = index;
    while (end < text.length && !/\s/u.test(text.charAt(end)) && text.charAt(end) !== '"') end += 1;
    tokens.push({ text: text.slice(index, end), quoted: false, excluded });
    index = end;
  }
  return tokens;
}

function termFromToken(token: RawToken): SearchTerm | undefined {
  const words = searchWords(token.text).slice(0, MAX_PHRASE_WORDS);
  const [first] = words;
  if (first === undefined) return undefined;
  // `gpt-4` or `"tool use"` is several words in order: a phrase. A lone word is a word.
  if (words.length > 1) return { kind: 'phrase', words, excluded: token.excluded };
  const prefix = !token.quoted && token.text.endsWith('*') && first.length >= MIN_PREFIX_LENGTH;
  return { kind: 'word', word: first, prefix, excluded: token.excluded };
}

function termKey(term: SearchTerm): string {
  const body = term.kind === 'word' ? `${term.word}${term.prefix ? '*' : ''}` : `"${term.words.join(' ')}"`;
  return `${term.excluded ? '-' : ''}${body}`;
}

/**
 * Turns what a person typed into a safe {@link SearchQuery}: words, "phrases",
 * -exclusions and prefix* terms. It never throws: odd input (`"`, `*`,
 * `NEAR(`, `OR OR`, emoji) becomes plain words or an empty query; text that
 * is too long, has too many terms or only exclusions is refused with an issue.
 * Operators such as OR and NEAR are searched as ordinary words.
 */
export function parseSearchQuery(text: string): ParsedSearch {
  if (text.length > MAX_SEARCH_TEXT_LENGTH) return { ok: false, issue: 'search_too_long' };
  const seen = new Set<string>();
  const terms: SearchTerm[] = [];
  for (const token of tokenise(text)) {
    const term = termFromToken(token);
    if (!term) continue;
    const key = termKey(term);
    if (seen.has(key)) continue;
    seen.add(key);
    terms.push(term);
  }
  if (terms.length > MAX_SEARCH_TERMS) return { ok: false, issue: 'search_too_many_terms' };
  if (terms.length > 0 && terms.every((term) => term.excluded))
    return { ok: false, issue: 'search_only_exclusions' };
  return { ok: true, query: { terms } };
}

/** True when the query has no terms, so a search should list everything instead. */
export function isEmptySearch(query: SearchQuery): boolean {
  return query.terms.length === 0;
}

/** The words a result should highlight: every included word, prefix and phrase word. */
export function highlightWords(query: SearchQuery): string[] {
  return query.terms
    .filter((term) => !term.excluded)
    .flatMap((term) => (term.kind === 'word' ? [term.word] : term.words));
}
