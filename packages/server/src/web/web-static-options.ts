import { basename, sep } from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';

/** Cache-Control of files whose name carries their content hash (Vite's `assets/`). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of everything else: revalidate (ETag) before each use. */
export const REVALIDATE = 'no-cache';

const PRECOMPRESSED = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)(\.br|\.gz)?$/;

/** Headers of one file of the built web app, by the path of the file actually sent. */
export function setWebFileHeaders(
  res: { setHeader(name: string, value: string): unknown },
  path: string,
): void {
  const hashed = path.includes(`${sep}assets${sep}`);
  res.setHeader('cache-control', hashed ? IMMUTABLE : REVALIDATE);
  // The same URL answers brotli, gzip or identity bytes depending on Accept-Encoding.
  if (PRECOMPRESSED.test(basename(path))) res.setHeader('vary', 'accept-encoding');
}

/**
 * How the server hands out the built web app: the `.br`/`.gz` files written at build time when
 * the browser accepts them (with `content-encoding`), immutable caching for hashed assets and
 * revalidation for `index.html` and the other unhashed files.
 */
export function webStaticOptions(root: string): FastifyStaticOptions {
  return {
    root,
    prefix: '/',
    wildcard: true,
    // `/` is an app path like any other: index.html goes out through web/index-page.ts.
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: setWebFileHeaders,
  };
}
