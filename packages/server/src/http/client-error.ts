import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody } from '@ailab/core/errors/error-body';
import { ERROR_STATUS, type ErrorCode } from '@ailab/core/errors/error-codes';
import type { i18n } from 'i18next';

/** The code for an error Node raised before a request existed (unparsable, too slow, headers too large). */
function codeOf(error: NodeJS.ErrnoException): ErrorCode {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'REQUEST_TIMEOUT';
  if (error.code === 'HPE_HEADER_OVERFLOW') return 'HEADERS_TOO_LARGE';
  return 'MALFORMED_REQUEST';
}

/**
 * Answers what Node could not turn into a request (Fastify's `clientErrorHandler`)
 * with the one error body, then closes the connection. There is no request, so
 * no Accept-Language: the message is in the default language.
 */
export function createClientErrorHandler(i18next: i18n) {
  const t = i18next.getFixedT('en-US');
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const code = codeOf(error);
    const status = ERROR_STATUS[code];
    const body: ErrorBody = { error: { code, message: t(`errors:codes.${code}`) } };
    const text = JSON.stringify(body);
    if (socket.writable)
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
      );
    socket.destroy();
  };
}
