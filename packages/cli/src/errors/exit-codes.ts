import { ERROR_STATUS, type ErrorCode } from '@ailab/core/errors/error-codes';
import { EXIT, type ExitCode } from './cli-errors';

/**
 * The one rule from a server's (or the client's) error code to an exit code, by the code's HTTP status: invalid
 * input 2 (400, 413, 415, 431), not found 3 (404), sign-in needed or a rejected token 4 (401; also a password that
 * must be changed first), permission 5 (403), conflict 6 (409), anything else 1 (5xx, network, timeout, 429).
 */
export function exitCodeFor(code: ErrorCode): ExitCode {
  if (code === 'PASSWORD_CHANGE_REQUIRED') return EXIT.auth;
  switch (ERROR_STATUS[code]) {
    case 400:
    case 413:
    case 415:
    case 431:
      return EXIT.usage;
    case 401:
      return EXIT.auth;
    case 403:
      return EXIT.permission;
    case 404:
      return EXIT.notFound;
    case 409:
      return EXIT.conflict;
    default:
      return EXIT.error;
  }
}
