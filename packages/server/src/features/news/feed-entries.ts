import { parseFeed } from 'feedsmith';
import { canonicalUrl } from './canonical-url';
import { plainTextFromHtml } from './plain-text';

/** One item of a feed, whatever its format, as plain text ready to store. */
export interface FeedEntry {
  guid: string;
  url: string;
  title: string;
  summary: string;
  body: string;
  author: string | null;
  publishedAt: string | null;
  tags: string[];
}

export const MAX_TITLE = 300;
export const MAX_SUMMARY = 600;
export const MAX_BODY = 20_000;
const MAX_ENTRIES = 500;

interface LooseEntry {
  guid: string | undefined;
  link: string | undefined;
  title: string | undefined;
  summary: string | undefined;
  content: string | undefined;
  author: string | undefined;
  date: string | undefined;
  tags: (string | undefined)[];
}

type Loose = Record<string, unknown>;
const obj = (value: unknown): Loose => (typeof value === 'object' && value !== null ? (value as Loose) : {});
const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function fromRss(item: Loose): LooseEntry {
  const guid = obj(item.guid);
  return {
    guid: str(guid.value) ?? str(item.guid),
    link: str(item.link),
    title: str(item.title),
    summary: str(item.description),
    content: str(obj(item.content).encoded),
    author: str(list(obj(item.dc).creators)[0]) ?? str(list(item.authors)[0]) ?? str(item.author),
    date: str(item.pubDate) ?? str(list(obj(item.dc).dates)[0]) ?? str(obj(item.dc).date),
    tags: list(item.categories).map((category) => str(obj(category).name)),
  };
}

function fromAtom(entry: Loose): LooseEntry {
  const links = list(entry.links).map(obj);
  const alternate = links.find((link) => !link.rel || link.rel === 'alternate') ?? links[0];
  return {
    guid: str(entry.id),
    link: str(alternate?.href),
    title: str(obj(entry.title).value) ?? str(entry.title),
    summary: str(obj(entry.summary).value) ?? str(entry.summary),
    content: str(obj(entry.content).value) ?? str(entry.content),
    author: str(obj(list(entry.authors)[0]).name),
    date: str(entry.published) ?? str(entry.updated),
    tags: list(entry.categories).map((category) => str(obj(category).term)),
  };
}

function fromJson(item: Loose): LooseEntry {
  return {
    guid: str(item.id) ?? (typeof item.id === 'number' ? String(item.id) : undefined),
    link: str(item.url) ?? str(item.external_url),
    title: str(item.title),
    summary: str(item.summary),
    content: str(item.content_html) ?? str(item.content_text),
    author: str(obj(list(item.authors)[0]).name) ?? str(obj(item.author).name),
    date: str(item.date_published) ?? str(item.date_modified),
    tags: list(item.tags).map(str),
  };
}

/** The earliest and latest dates kept; others (year 275760, year 0) count as undated. */
const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(9999, 11, 31);

function isoDate(value: string | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) || time < EARLIEST || time > LATEST ? null : new Date(time).toISOString();
}

function toEntry(loose: LooseEntry, feedUrl: string): FeedEntry | undefined {
  const link = loose.link ? canonicalUrl(loose.link, feedUrl) : undefined;
  const body = plainTextFromHtml(loose.content ?? '', MAX_BODY);
  const summarySource = loose.summary ?? loose.content ?? '';
  const summary = plainTextFromHtml(summarySource, MAX_SUMMARY);
  const title = plainTextFromHtml(loose.title ?? '', MAX_TITLE) || summary.slice(0, 120);
  if (!link || !title) return undefined;
  const tags = [
    ...new Set(loose.tags.flatMap((tag) => (tag ? [plainTextFromHtml(tag, 40).toLowerCase()] : []))),
  ].filter((tag) => tag.length > 0);
  return {
    guid: (loose.guid ?? link).slice(0, 500),
    url: link,
    title,
    summary,
    body: body === summary ? '' : body,
    author: loose.author ? plainTextFromHtml(loose.author, 200) || null : null,
    publishedAt: isoDate(loose.date),
    tags: tags.slice(0, 10),
  };
}

/**
 * Reads an RSS 2.0, RSS 1.0 (RDF), Atom or JSON Feed document into plain-text
 * entries. Items without a link or a title are skipped; at most 500 are read.
 * Throws when the document is not a feed at all (reported as `parse_error`).
 */
export function feedEntries(document: string, feedUrl: string): FeedEntry[] {
  const trimmed = document.trimStart();
  const input = trimmed.startsWith('{') ? (JSON.parse(trimmed) as unknown) : document;
  const parsed = parseFeed(input as string);
  const feed = obj(parsed.feed);
  const loose =
    parsed.format === 'atom'
      ? list(feed.entries).map((entry) => fromAtom(obj(entry)))
      : parsed.format === 'json'
        ? list(feed.items).map((item) => fromJson(obj(item)))
        : list(feed.items).map((item) => fromRss(obj(item)));
  return loose.slice(0, MAX_ENTRIES).flatMap((entry) => {
    const converted = toEntry(entry, feedUrl);
    return converted ? [converted] : [];
  });
}
