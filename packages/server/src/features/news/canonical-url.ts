const TRACKING_PARAMS = /^(utm_[a-z]+|fbclid|gclid|mc_cid|mc_eid|ref|ref_src|igshid)$/i;

/**
 * The canonical form of an article link, so the same story linked twice is
 * recognised: absolute against the feed, http(s) only, host lower-cased,
 * fragment and tracking parameters removed, remaining parameters sorted.
 * Answers undefined for anything that is not an http(s) URL.
 */
export function canonicalUrl(link: string, base: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link.trim(), base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  url.hash = '';
  url.username = '';
  url.password = '';
  const kept = [...url.searchParams.entries()]
    .filter(([key]) => !TRACKING_PARAMS.test(key))
    .sort(([a], [b]) => a.localeCompare(b));
  url.search = new URLSearchParams(kept).toString();
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) url.pathname = url.pathname.slice(0, -1);
  const text = url.toString();
  return text.length > 2000 ? undefined : text;
}
