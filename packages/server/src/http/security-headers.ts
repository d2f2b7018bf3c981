import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The kinds of response the server sends, each with the security headers it needs. */
export type ResponseKind = 'page' | 'api' | 'asset';

export type HeaderSet = Readonly<Record<string, string>>;

/** Runs helmet once against a recording response: its headers are fixed strings for fixed options. */
function helmetHeaders(options: Readonly<HelmetOptions>): HeaderSet {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously');
  return headers;
}

export interface SecurityHeaderOptions {
  /** `'sha256-…'` sources of the web app's inline scripts (web/inline-script-hashes.ts; web/index-page.ts sends them). */
  inlineScriptHashes?: readonly string[];
}

/**
 * Helmet's headers per response kind, computed once at start-up. Pages get all of them; JSON
 * answers get what still means something for a document no browser renders (no framing, no
 * sniffing, no resources of its own, same-origin reads); static files and media the same minus
 * CSP, which applies to documents only.
 */
export function securityHeaderSets(options: SecurityHeaderOptions = {}): Record<ResponseKind, HeaderSet> {
  const page = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'script-src': ["'self'", ...(options.inlineScriptHashes ?? [])],
      },
    },
  });
  const pick = (names: readonly string[]) =>
    Object.fromEntries(names.flatMap((name) => (page[name] ? [[name, page[name]]] : [])));
  const shared = pick([
    'cross-origin-resource-policy',
    'referrer-policy',
    'strict-transport-security',
    'x-content-type-options',
  ]);
  return {
    page,
    // API answers are per caller and some carry tokens: no browser or proxy may keep them.
    api: {
      ...shared,
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cache-control': 'no-store',
    },
    asset: shared,
  };
}

/** Which kind of response a request path gets. */
export function responseKind(path: string): ResponseKind {
  if (path.startsWith('/v1/') || path.startsWith('/v2/')) return 'api';
  if (path.startsWith('/assets/') || path.startsWith('/media/')) return 'asset';
  return 'page';
}

/**
 * Sets the fixed headers of each response from one synchronous hook (replaces @fastify/helmet): the security
 * headers, and `cache-control: no-store` on API answers (set before the handler runs, so an error answer has it too).
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  const sets = securityHeaderSets();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(sets[responseKind(request.url)]);
    done();
  });
}
