/** Letters that do not decompose into a base letter and a mark, spelled as their usual Latin form. */
const SPELLED_OUT: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * A search token: one Han, hiragana or katakana character (Japanese writes no spaces, so each
 * character starts a word), a run of other letters and digits, or one punctuation character.
 */
const TOKEN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{N}\p{M}]+|[^\s\p{L}\p{N}\p{M}]/gu;

/**
 * Text as searches compare it: compatibility forms unified (full-width `Ａ` is `a`), lowercase,
 * Latin accents removed (`Núñez` is `nunez`), and cut into tokens written with one space before
 * each (`Ana@Example.com` is ` ana @ example . com`). Only the combining diacritical marks block
 * (U+0300–U+036F) is dropped, so Japanese voicing marks (`が`) stay what they are. A searched word
 * folded the same way matches where a token starts: `LIKE '% example . com%'`.
 *
 * @example foldSearchText('Núñez@Example.COM') // ' nunez @ example . com'
 */
export function foldSearchText(text: string): string {
  const folded = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (char) => SPELLED_OUT[char] ?? char);
  return (folded.match(TOKEN) ?? []).map((token) => ` ${token}`).join('');
}
