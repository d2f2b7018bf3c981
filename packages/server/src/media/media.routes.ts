import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { AppError } from '../http/app-error';
import { setMediaHeaders } from './media-response-headers';
import { ensureMediaDir } from './media-storage';

/** A stored path as uploads name them: `<kind>/<sha256>.<ext>`, nothing else. */
const STORED_PATH = /^[a-z][a-z0-9-]{0,31}\/[0-9a-f]{64}\.[a-z0-9]{1,8}$/;

/**
 * `/media/…`: from the data folder through the static file server, or from the bucket, streamed with
 * the same headers (the CSP and `nosniff` of every upload, pictures inline and the rest as downloads).
 */
export async function registerMediaRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (ctx.media.kind === 'disk') {
    await app.register(fastifyStatic, {
      root: await ensureMediaDir(ctx.config),
      prefix: '/media/',
      decorateReply: false,
      index: false,
      setHeaders: setMediaHeaders,
    });
    return;
  }
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const path = request.params['*'];
    if (!STORED_PATH.test(path)) throw new AppError('NOT_FOUND');
    const object = await ctx.media.open(path);
    if (!object) throw new AppError('NOT_FOUND');
    const etag = `"${path.split('/')[1]?.split('.')[0] ?? ''}"`;
    setMediaHeaders(reply.raw, path);
    reply.header('etag', etag).header('cache-control', 'public, max-age=0');
    if (request.headers['if-none-match'] === etag) {
      object.body.destroy();
      return reply.status(304).send();
    }
    return reply
      .type(object.mime ?? 'application/octet-stream')
      .header('content-length', String(object.size))
      .send(object.body);
  });
}
