import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One feed the stand-in serves. */
export interface FeedDocument {
  body: string;
  contentType: string;
}

/**
 * A local feed server for tests: serves RSS, Atom and JSON feeds with ETag
 * and Last-Modified (answering 304 to a matching conditional request), and
 * the outside world's bad days on fixed paths: `/broken` (not XML),
 * `/huge` (10 MB), `/loop` (a redirect loop), `/slow` (answers after 3 s),
 * `/gone` (404), `/forbidden` (403), `/limited` (429 with retry-after), and
 * `/redirect?status=302&to=<url>` (a redirect anywhere).
 */
export interface FeedServer {
  url: string;
  set(path: string, document: FeedDocument): void;
  hits(path: string): number;
  notModified(path: string): number;
  /** Requests of any path so far. */
  totalHits(): number;
  /** Cuts open (keep-alive) connections, so the next request connects anew. */
  dropConnections(): void;
  close(): Promise<void>;
}

function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`;
}

function serveSpecial(path: string, response: ServerResponse, query: URLSearchParams): boolean {
  switch (path) {
    case '/redirect':
      response.writeHead(Number(query.get('status') ?? 302), { location: query.get('to') ?? '/' });
      response.end();
      return true;
    case '/broken':
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      response.end('<rss version="2.0"><channel><title>Broken</ti');
      return true;
    case '/not-a-feed':
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html><body><p>Hello, this is a web page.</p></body></html>');
      return true;
    case '/huge': {
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      const chunk = `<item><title>${'x'.repeat(1000)}</title></item>`;
      let sent = 0;
      const pump = () => {
        while (sent < 10 * 1024 * 1024) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      response.write('<?xml version="1.0"?><rss version="2.0"><channel><title>Huge</title>');
      pump();
      return true;
    }
    case '/loop':
      response.writeHead(302, { location: '/loop-again' });
      response.end();
      return true;
    case '/loop-again':
      response.writeHead(301, { location: '/loop' });
      response.end();
      return true;
    case '/slow':
      setTimeout(() => {
        if (response.destroyed) return;
        response.writeHead(200, { 'content-type': 'application/rss+xml' });
        response.end('<rss version="2.0"><channel><title>Slow</title></channel></rss>');
      }, 3000);
      return true;
    case '/gone':
      response.writeHead(404);
      response.end('not found');
      return true;
    case '/forbidden':
      response.writeHead(403);
      response.end('forbidden');
      return true;
    case '/limited':
      response.writeHead(429, { 'retry-after': '7200' });
      response.end('slow down');
      return true;
    default:
      return false;
  }
}

/** Starts the stand-in on `host` (127.0.0.2 plays an outside origin in the SSRF tests). */
export async function startFeedServer(host = '127.0.0.1'): Promise<FeedServer> {
  const documents = new Map<string, FeedDocument & { lastModified: string }>();
  let version = 0;
  const hits = new Map<string, number>();
  const notModified = new Map<string, number>();
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://feeds');
    const path = url.pathname;
    bump(hits, path);
    if (serveSpecial(path, response, url.searchParams)) return;
    const document = documents.get(path);
    if (!document) {
      response.writeHead(404);
      response.end();
      return;
    }
    const etag = etagOf(document.body);
    // As HTTP says, If-None-Match decides when present; If-Modified-Since only without it.
    const ifNoneMatch = request.headers['if-none-match'];
    const unchanged =
      ifNoneMatch !== undefined
        ? ifNoneMatch === etag
        : request.headers['if-modified-since'] === document.lastModified;
    if (unchanged) {
      bump(notModified, path);
      response.writeHead(304, { etag });
      response.end();
      return;
    }
    response.writeHead(200, {
      'content-type': document.contentType,
      etag,
      'last-modified': document.lastModified,
    });
    response.end(document.body);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    set(path, document) {
      version += 1;
      documents.set(path, {
        ...document,
        lastModified: new Date(Date.UTC(2026, 10, 23, 8, 0, version)).toUTCString(),
      });
    },
    hits: (path) => hits.get(path) ?? 0,
    notModified: (path) => notModified.get(path) ?? 0,
    totalHits: () => [...hits.values()].reduce((sum, count) => sum + count, 0),
    dropConnections: () => server.closeAllConnections(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An RSS 2.0 document with the given items. */
export function rssFeed(
  title: string,
  items: {
    guid: string;
    title: string;
    link: string;
    description: string;
    date?: string;
    category?: string;
  }[],
): FeedDocument {
  const xmlEscape = (text: string) =>
    text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>${xmlEscape(title)}</title><link>https://example.test/</link><description>Test</description>
${items
  .map(
    (
      item,
    ) => `<item><guid isPermaLink="false">${xmlEscape(item.guid)}</guid><title>${xmlEscape(item.title)}</title>
<link>${xmlEscape(item.link)}</link><description>${xmlEscape(item.description)}</description>
<pubDate>${new Date(item.date ?? '2026-11-20T10:00:00Z').toUTCString()}</pubDate>${item.category ? `<category>${xmlEscape(item.category)}</category>` : ''}</item>`,
  )
  .join('\n')}
</channel></rss>`;
  return { body, contentType: 'application/rss+xml; charset=utf-8' };
}

/** An Atom document with the given entries. */
export function atomFeed(
  title: string,
  entries: { id: string; title: string; link: string; summary: string; content?: string; date?: string }[],
): FeedDocument {
  const xmlEscape = (text: string) =>
    text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  const body = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>${xmlEscape(title)}</title><id>urn:test:${xmlEscape(title)}</id><updated>2026-11-22T00:00:00Z</updated>
${entries
  .map(
    (
      entry,
    ) => `<entry><id>${xmlEscape(entry.id)}</id><title>${xmlEscape(entry.title)}</title><link rel="alternate" href="${xmlEscape(entry.link)}"/>
<updated>${entry.date ?? '2026-11-21T10:00:00Z'}</updated><published>${entry.date ?? '2026-11-21T10:00:00Z'}</published>
<author><name>Atom Author</name></author><summary>${xmlEscape(entry.summary)}</summary>${entry.content ? `<content type="html">${xmlEscape(entry.content)}</content>` : ''}</entry>`,
  )
  .join('\n')}
</feed>`;
  return { body, contentType: 'application/atom+xml' };
}

/** A JSON Feed 1.1 document with the given items. */
export function jsonFeed(
  title: string,
  items: { id: string; title: string; url: string; content_html: string; date?: string; tags?: string[] }[],
): FeedDocument {
  const body = JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title,
    items: items.map((item) => ({
      ...item,
      date_published: item.date ?? '2026-11-21T12:00:00Z',
      authors: [{ name: 'Jay Son' }],
    })),
  });
  return { body, contentType: 'application/feed+json' };
}
