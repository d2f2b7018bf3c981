import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chooseHome, type Home } from '@ailab/core/homes/choose-home';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { publicHosts } from '../features/platform/public-hosts';
import { readSettings } from '../features/settings/settings.service';
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

/**
 * The built index.html, as sent for every app path: the home of the request's host (spec §1,
 * the same rule as the web app's) named on `<html>`, so the boot script paints the right
 * landing hero before the app has asked the server anything. Compressed once per home and
 * encoding, kept for the server's life; which home a host gets is read per request.
 */
export function createIndexPageHandler(ctx: AppContext, html: string) {
  const sent = new Map<string, Buffer>();
  const bytesOf = (home: Home, encoding: Encoding): Buffer => {
    const key = `${home}:${encoding}`;
    const known = sent.get(key);
    if (known) return known;
    const plain = Buffer.from(withHome(html, home));
    const bytes =
      encoding === 'br'
        ? brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : encoding === 'gzip'
          ? gzipSync(plain, { level: 9 })
          : plain;
    sent.set(key, bytes);
    return bytes;
  };
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const settings = await readSettings(ctx);
    const override = (request.query as Record<string, unknown> | undefined)?.home;
    const home = chooseHome(
      request.hostname,
      publicHosts(ctx, settings),
      typeof override === 'string' ? override : undefined,
    );
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .header('vary', 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(bytesOf(home, encoding));
  };
}
