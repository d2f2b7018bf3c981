import type { FieldIssue } from '@ailab/core/errors/error-body';
import type { ErrorCode } from '@ailab/core/errors/error-codes';

/** Values interpolated into the translated message of an error code. */
export type ErrorParams = Record<string, string | number>;

/**
 * The one error type services throw. The error handler translates
 * `errors:codes.<code>` with `params` into the response body.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly params: ErrorParams;
  readonly fields: FieldIssue[] | undefined;
  readonly feature: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  /** A more specific message than the code's (`errors:hints.signInLocked`), with the same params. */
  readonly messageKey: string | undefined;
  /** A 403 from an endpoint's access rule: the roles of which the caller needs one (named in the message). */
  readonly requiredRoles: readonly number[] | undefined;

  constructor(
    code: ErrorCode,
    options: {
      params?: ErrorParams;
      fields?: FieldIssue[];
      feature?: string;
      retryAfterSeconds?: number;
      messageKey?: string;
      requiredRoles?: readonly number[];
      cause?: unknown;
    } = {},
  ) {
    super(code, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.params = options.params ?? {};
    this.fields = options.fields;
    this.feature = options.feature;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.messageKey = options.messageKey;
    this.requiredRoles = options.requiredRoles;
  }
}
