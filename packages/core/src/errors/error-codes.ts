/**
 * The closed set of error codes shared by server and clients, with the HTTP
 * status each one travels with. Status 0 marks errors that only a client can
 * produce (the request never got a usable answer).
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  MALFORMED_REQUEST: 400,
  CODE_INVALID: 400,
  CODE_EXPIRED: 400,
  INVALID_CURSOR: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  NOT_ENROLLED: 403,
  UNIT_LOCKED: 403,
  EMAIL_NOT_VERIFIED: 403,
  ACCOUNT_DISABLED: 403,
  SIGN_UP_CLOSED: 403,
  NOT_FOUND: 404,
  LINK_GONE: 410,
  LINK_INVALID: 410,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  COURSE_FULL: 409,
  NOT_A_LEARNER: 409,
  ENROLMENT_CLOSED: 409,
  ATTEMPTS_EXHAUSTED: 409,
  QUIZ_NOT_PASSED: 409,
  COURSE_NOT_READY: 409,
  REGISTRATION_CLOSED: 409,
  LAST_ADMIN: 409,
  ALREADY_EXISTS: 409,
  INSTITUTE_ARCHIVED: 409,
  TEAM_CLOSED: 409,
  INVITATION_CLOSED: 409,
  STALE_VERSION: 409,
  PAYLOAD_TOO_LARGE: 413,
  STORAGE_QUOTA_EXCEEDED: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  RESOURCE_EXHAUSTED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  NOT_IMPLEMENTED: 501,
  SERVICE_UNAVAILABLE: 503,
  NETWORK_ERROR: 0,
  TIMEOUT: 0,
  INVALID_RESPONSE: 0,
} as const;

/** One of the closed set of error codes. */
export type ErrorCode = keyof typeof ERROR_STATUS;

/** Every error code, in declaration order. */
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** True when `value` is one of the known error codes. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

/** The error code a bare HTTP status maps to when a body carries none. */
export function errorCodeForStatus(status: number): ErrorCode {
  if (status === 400) return 'MALFORMED_REQUEST';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 408) return 'REQUEST_TIMEOUT';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 431) return 'HEADERS_TOO_LARGE';
  if (status === 501) return 'NOT_IMPLEMENTED';
  if (status === 503) return 'SERVICE_UNAVAILABLE';
  return 'INTERNAL';
}
