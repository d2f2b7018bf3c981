/** What a link preview shows of one page: served in the HTML so crawlers that run no script see it. */
export interface PageMeta {
  title: string;
  description: string;
  /** The page's absolute URL (og:url). */
  url: string;
  /** An absolute image URL (og:image), when the page has one. */
  image?: string;
  type?: 'article' | 'website';
}

/** Answers a page's meta for a request path and query, or undefined to serve index.html as built. */
export type PageMetaReader = (
  path: string,
  query: URLSearchParams,
  origin: string,
) => Promise<PageMeta | undefined>;

/** Escapes text for an HTML attribute value or element text. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * index.html with the page's `<title>`, description and Open Graph tags. Every value is escaped
 * and flattened to one line; the inline scripts (and so the CSP hashes) are untouched.
 */
export function withPageMeta(html: string, meta: PageMeta): string {
  const title = escapeHtml(oneLine(meta.title, 200));
  const description = escapeHtml(oneLine(meta.description, 300));
  const tags = [
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
  ].join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/i, () => `<title>${title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/i,
      () => `<meta name="description" content="${description}" />`,
    )
    .replace(/<\/head>/i, () => `    ${tags}\n  </head>`);
}
