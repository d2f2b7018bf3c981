import type { FieldIssue } from './error-body';
import { ERROR_STATUS, type ErrorCode } from './error-codes';

/** Options carried by an {@link ApiError} beyond its code and message. */
export interface ApiErrorDetails {
  status?: number;
  fields?: FieldIssue[];
  feature?: string;
  retryAfterSeconds?: number;
  /** The answer did not come from an AI Lab server (no error body, not JSON): a wrong address or a failing proxy. */
  foreign?: boolean;
  cause?: unknown;
}

const API_ERROR_BRAND = Symbol.for('ailab.ApiError');

/**
 * The typed error a client throws for any failed call: a server error body,
 * a network failure, a timeout or a response that breaks the contract.
 */
export class ApiError extends Error {
  /** A brand that survives bundling: a program split into bundles holds more than one ApiError class. */
  readonly [API_ERROR_BRAND] = true;
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: FieldIssue[];
  readonly feature: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  /** True when the answer was not an AI Lab answer at all (see {@link ApiErrorDetails.foreign}). */
  readonly foreign: boolean;

  constructor(code: ErrorCode, message: string, details: ApiErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'ApiError';
    this.code = code;
    this.status = details.status ?? ERROR_STATUS[code];
    this.fields = details.fields ?? [];
    this.feature = details.feature;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.foreign = details.foreign === true;
  }
}

/** True when `error` is an {@link ApiError}, optionally of the given code. */
export function isApiError(error: unknown, code?: ErrorCode): error is ApiError {
  const branded =
    typeof error === 'object' &&
    error !== null &&
    (error as Record<symbol, unknown>)[API_ERROR_BRAND] === true;
  return branded && (code === undefined || (error as ApiError).code === code);
}
