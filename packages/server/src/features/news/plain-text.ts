import { convert } from 'html-to-text';

const OPTIONS = {
  wordwrap: false as const,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'script', format: 'skip' },
    { selector: 'style', format: 'skip' },
    { selector: 'iframe', format: 'skip' },
    { selector: 'noscript', format: 'skip' },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'h3', options: { uppercase: false } },
    { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
  ],
};

/**
 * Plain text from a feed's HTML: tags, scripts, styles and images dropped,
 * entities decoded, whitespace collapsed, cut to `maxLength`. Feeds' HTML is
 * never stored or rendered; only this text is.
 */
export function plainTextFromHtml(html: string, maxLength: number): string {
  const text = html.includes('<') || html.includes('&') ? convert(html, OPTIONS) : html;
  // Private-use characters mark search highlights; they must never come from a feed.
  const clean = text
    .replace(/[\uE000-\uF8FF]|\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return clean.length > maxLength ? `${clean.slice(0, maxLength - 1).trimEnd()}…` : clean;
}
