import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chooseHome, type Home } from '@ailab/core/homes/choose-home';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { securityHeaderSets } from '../http/security-headers';
import { inlineScriptHashes } from './inline-script-hashes';
import { type PageMetaReader, withPageMeta } from './page-meta';
import { REVALIDATE } from './web-static-options';

type Encoding = 'br' | 'gzip' | 'identity';

function pickEncoding(accept: string | undefined): Encoding {
  const offered = (accept ?? '').toLowerCase();
  if (/\bbr\b/.test(offered)) return 'br';
  if (/\bgzip\b/.test(offered)) return 'gzip';
  return 'identity';
}

/** `<html …>` with the home of this host named on it (`data-home`), for the boot script's first paint. */
export function withHome(html: string, home: Home): string {
  return html.replace(/<html\b/i, `<html data-home="${home}"`);
}

/** One build of index.html: its text, the page CSP that lets its inline scripts run, its bytes per home and encoding. */
interface IndexBuild {
  modified: number;
  html: string;
  csp: string;
  sent: Map<string, Buffer>;
}

function readBuild(path: string): IndexBuild {
  const html = readFileSync(path, 'utf8');
  const csp = securityHeaderSets({ inlineScriptHashes: inlineScriptHashes(html) }).page[
    'content-security-policy'
  ];
  if (!csp) throw new Error('The page security headers have no content-security-policy');
  return { modified: statSync(path).mtimeMs, html, csp, sent: new Map() };
}

function bytesOf(build: IndexBuild, home: Home, encoding: Encoding): Buffer {
  const key = `${home}:${encoding}`;
  const known = build.sent.get(key);
  if (known) return known;
  const plain = Buffer.from(withHome(build.html, home));
  const bytes =
    encoding === 'br'
      ? brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
      : encoding === 'gzip'
        ? gzipSync(plain, { level: 9 })
        : plain;
  build.sent.set(key, bytes);
  return bytes;
}

/**
 * The built index.html, as sent for every app path: the home of the request's host (spec §1,
 * the same rule as the web app's) named on `<html>`, so the boot script paints the right
 * landing hero before the app has asked the server anything; and a CSP allowing exactly its
 * inline scripts by hash. Compressed once per home and encoding; read again when the file
 * changes (a rebuild under a running server must not leave a stale hash that blocks the app).
 * `readHosts` answers the public host of each home (settings over environment; the platform feature's).
 * `readMeta` answers a page's title, description and Open Graph tags (the features' `pageMeta`), served in the HTML.
 */
export function createIndexPageHandler(
  indexPath: string,
  readHosts: () => Promise<Record<Home, string>>,
  readMeta?: PageMetaReader,
) {
  let build = readBuild(indexPath);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (statSync(indexPath).mtimeMs !== build.modified) build = readBuild(indexPath);
    const hosts = await readHosts();
    const override = (request.query as Record<string, unknown> | undefined)?.home;
    const home = chooseHome(request.hostname, hosts, typeof override === 'string' ? override : undefined);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .header('vary', 'accept-encoding')
      .header('content-security-policy', build.csp);
    const [path = '/', search = ''] = request.url.split('?');
    const meta = readMeta
      ? await readMeta(path, new URLSearchParams(search), `${request.protocol}://${request.host}`)
      : undefined;
    // A page with its own meta (a public report) is rendered per request and sent uncompressed: it is small.
    if (meta) return reply.send(Buffer.from(withPageMeta(withHome(build.html, home), meta)));
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(bytesOf(build, home, encoding));
  };
}
