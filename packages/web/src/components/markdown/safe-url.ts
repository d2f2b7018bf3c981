/** Where a URL appears: a link's `href` or an image's `src`. */
export type UrlKind = 'href' | 'src';

const LINK_SCHEMES = new Set(['http', 'https', 'mailto']);
const IMAGE_SCHEMES = new Set(['http', 'https']);

/**
 * The URL when it is safe to put into Markdown output, otherwise `null`.
 * Links may be http(s), mailto or relative (`/courses/1`, `#part-2`); images
 * http(s) or relative (including `/media/…`). Browsers ignore tabs, line
 * breaks and control characters inside a scheme (`java\tscript:`), so they are
 * removed before the scheme is read.
 */
export function safeUrl(url: string, kind: UrlKind): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleaned = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const colon = cleaned.indexOf(':');
  const firstDelimiter = cleaned.search(/[/?#]/);
  const hasScheme = colon !== -1 && (firstDelimiter === -1 || colon < firstDelimiter);
  if (!hasScheme) return url.trim();
  const scheme = cleaned.slice(0, colon).toLowerCase();
  const allowed = kind === 'href' ? LINK_SCHEMES : IMAGE_SCHEMES;
  return allowed.has(scheme) ? url.trim() : null;
}

/** True for links that leave the site (opened in a new tab). */
export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url.trim()) || url.trim().startsWith('//');
}
