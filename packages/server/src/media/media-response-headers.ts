import { extname } from 'node:path';

/** Types a browser shows as a picture and nothing more; any other file is offered as a download. */
const INLINE_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.webp', '.gif', '.avif']);

/** The CSP of every media file: it may load nothing, and opened as a document it runs in a sandbox. */
export const MEDIA_CSP = "default-src 'none'; sandbox";

/**
 * Headers of a file served from `/media/` (fastify-static's `setHeaders`). Uploads are other
 * people's bytes: a PDF's scripts, an SVG's or an HTML file's would otherwise run on the
 * platform's origin. Pictures stay inline (`<img>` ignores the CSP); the rest are downloads.
 */
export function setMediaHeaders(
  response: { setHeader(name: string, value: string): unknown },
  path: string,
): void {
  response.setHeader('content-security-policy', MEDIA_CSP);
  response.setHeader('x-content-type-options', 'nosniff');
  if (!INLINE_EXTENSIONS.has(extname(path).toLowerCase()))
    response.setHeader('content-disposition', 'attachment');
}
