import { Parser } from 'htmlparser2';

/** Elements whose content is never text a reader sees. */
const SKIPPED = new Set([
  'script',
  'style',
  'iframe',
  'noscript',
  'template',
  'svg',
  'math',
  'object',
  'head',
]);

/** Elements that run on within a line; every other element separates words. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'font',
  'i',
  'ins',
  'kbd',
  'label',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'time',
  'tt',
  'u',
  'var',
]);

/** How much of one piece of HTML is converted at most. */
export interface ConversionLimits {
  /** Elements nested deeper than this end the conversion. */
  maxDepth: number;
  /** Elements read in all; more end the conversion. */
  maxElements: number;
  /** Characters of HTML read at most; the rest is cut. */
  maxInput: number;
}

export const DEFAULT_CONVERSION_LIMITS: ConversionLimits = {
  maxDepth: 256,
  maxElements: 20_000,
  maxInput: 1_000_000,
};

/** A conversion's text, and whether a limit cut it short (the text converted until then is kept). */
export interface Conversion {
  text: string;
  cut: boolean;
  elements: number;
}

/**
 * Converts HTML to one line of plain text in one streaming pass (htmlparser2's tokenizer, no tree and
 * no recursion), so the work is bounded by the input's length and the limits: nesting deeper than
 * `maxDepth`, more than `maxElements` elements, or text well past `maxLength` stops it, keeping what
 * was converted. A feed item of 100,000 nested elements once held the event loop for 12–23 s.
 */
export function convertHtml(
  html: string,
  maxLength: number,
  limits: ConversionLimits = DEFAULT_CONVERSION_LIMITS,
): Conversion {
  const pieces: string[] = [];
  let length = 0;
  let depth = 0;
  let elements = 0;
  let skipping = 0;
  let cut = html.length > limits.maxInput;
  let stopped = false;
  // Raw text read at most: room for whitespace that collapses away, never the whole of a huge item.
  const enough = 8 * maxLength + 4096;
  const stop = (byLimit: boolean) => {
    cut ||= byLimit;
    stopped = true;
    parser.pause();
  };
  const separate = () => {
    if (pieces.at(-1) !== ' ') pieces.push(' ');
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (stopped) return;
        elements += 1;
        depth += 1;
        if (depth > limits.maxDepth || elements > limits.maxElements) return stop(true);
        if (SKIPPED.has(name)) skipping += 1;
        if (!INLINE.has(name)) separate();
      },
      onclosetag(name) {
        if (stopped) return;
        depth = Math.max(0, depth - 1);
        if (SKIPPED.has(name) && skipping > 0) skipping -= 1;
        if (!INLINE.has(name)) separate();
      },
      ontext(text) {
        if (stopped || skipping > 0) return;
        const room = enough - length;
        pieces.push(text.length > room ? text.slice(0, room) : text);
        length += Math.min(text.length, room);
        if (length >= enough) stop(false);
      },
    },
    { decodeEntities: true },
  );
  parser.write(cut ? html.slice(0, limits.maxInput) : html);
  if (!stopped) parser.end();
  return { text: pieces.join(''), cut, elements };
}

/**
 * Plain text from a feed's HTML: tags, scripts, styles and images dropped,
 * entities decoded, whitespace collapsed, cut to `maxLength` (an ellipsis marks
 * a cut, also one by the conversion limits). Feeds' HTML is never stored or
 * rendered; only this text is.
 */
export function plainTextFromHtml(html: string, maxLength: number): string {
  const converted =
    html.includes('<') || html.includes('&') ? convertHtml(html, maxLength) : { text: html, cut: false };
  // Private-use characters mark search highlights; they must never come from a feed.
  const clean = converted.text
    .replace(/[\uE000-\uF8FF]|\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (clean.length > maxLength) return `${clean.slice(0, maxLength - 1).trimEnd()}…`;
  return converted.cut && clean !== '' ? `${clean.slice(0, maxLength - 1).trimEnd()}…` : clean;
}
