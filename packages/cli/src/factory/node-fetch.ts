import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import type { FetchLike, FetchResponse } from '@ailab/core/client/create-client';

/** The body as bytes and its content type; a FormData (uploads) is encoded by Node's Request. */
async function encodeBody(
  body: RequestInit['body'],
  headers: Record<string, string>,
): Promise<string | Uint8Array | undefined> {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof FormData) {
    // Multipart encoding is rare (uploads): only then is Node's WHATWG fetch machinery loaded.
    const encoded = new Request('http://localhost/', { method: 'POST', body });
    const type = encoded.headers.get('content-type');
    if (type) headers['content-type'] = type;
    return new Uint8Array(await encoded.arrayBuffer());
  }
  throw new TypeError('The API client sends JSON text or FormData bodies only');
}

function readAll(response: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    response.on('error', reject);
  });
}

/**
 * A `fetch` for core's client over `node:http`/`node:https`. Node's own fetch costs an API
 * command about a tenth of a second more: it loads and compiles undici and its WebAssembly
 * parser on first use, and its idle keep-alive socket holds the process after the output. Node's
 * HTTP agent lets the process exit with idle sockets open.
 */
export const nodeFetch: FetchLike = async (input, init) => {
  const url = new URL(input);
  const headers: Record<string, string> = { ...(init.headers as Record<string, string> | undefined) };
  const body = await encodeBody(init.body, headers);
  // This module runs compiled through vm (code cache), where import() is not available; node:https
  // (with tls and crypto, ~4 ms) is loaded only for an https server, through getBuiltinModule.
  const request = url.protocol === 'https:' ? process.getBuiltinModule('node:https').request : httpRequest;
  const signal = init.signal ?? undefined;
  signal?.throwIfAborted();
  return new Promise<FetchResponse>((resolve, reject) => {
    const options: RequestOptions = { method: init.method ?? 'GET', headers };
    const req = request(url, options, (response) => {
      const status = response.statusCode ?? 0;
      const text = readAll(response);
      // An unread answer would be an unhandled rejection if the connection drops.
      text.catch(() => {});
      const headerLines: [string, string][] = [];
      for (let index = 0; index + 1 < response.rawHeaders.length; index += 2)
        headerLines.push([response.rawHeaders[index] as string, response.rawHeaders[index + 1] as string]);
      resolve({
        ok: status >= 200 && status < 300,
        status,
        statusText: response.statusMessage ?? '',
        headerLines,
        text: () => text,
      });
    });
    const abort = () => req.destroy(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
    signal?.addEventListener('abort', abort, { once: true });
    req.on('close', () => signal?.removeEventListener('abort', abort));
    req.on('error', reject);
    req.end(body);
  });
};
