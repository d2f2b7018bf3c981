import { isApiError } from '@ailab/core/errors/api-error';
import type { Translate } from '../i18n/translator';
import type { IOStreams } from '../io/io-streams';
import {
  EXIT,
  type ExitCode,
  isAuthRequiredError,
  isCancelError,
  isNotFoundError,
  isSilentError,
  isUsageError,
} from './cli-errors';
import { commanderExitCode, commanderMessage, isCommanderError } from './commander-errors';
import { exitCodeFor } from './exit-codes';

/** What the error handler may mention in hints. */
export interface ErrorContext {
  io: IOStreams;
  t: Translate;
  server?: string;
  /** Where the token came from: a rejected `--token` or `AILAB_TOKEN` is not fixed by `auth login`. */
  tokenSource?: 'flag' | 'env' | 'stored';
}

function report(context: ErrorContext, message: string, hint?: string): void {
  const { io } = context;
  if (message) io.warn(`${io.err.red('✗')} ${message}`);
  if (hint) io.warn(io.err.dim(hint));
}

function stack(context: ErrorContext, error: unknown): void {
  if (context.io.verbose && error instanceof Error && error.stack)
    context.io.warn(context.io.err.dim(error.stack));
}

function apiErrorExit(error: unknown, context: ErrorContext): ExitCode | undefined {
  if (!isApiError(error)) return undefined;
  const { t } = context;
  const server = context.server ?? '';
  // Server messages arrive translated; client-side codes (status 0) are translated here.
  const message = error.status === 0 ? t(`errors:codes.${error.code}`) : error.message;
  const exit = exitCodeFor(error.code);
  // No AI Lab error body (an HTML page, another API's 404): a mistyped --server, not a missing object (exit 1).
  if (error.foreign) {
    report(context, t('errors.notAilab', { server, status: error.status }), t('errors.notAilabHint'));
    return EXIT.error;
  }
  switch (error.code) {
    case 'UNAUTHENTICATED':
      // A CI job's token was rejected (wrong, revoked or expired): say so, not "run ailab auth login".
      if (context.tokenSource === 'env' || context.tokenSource === 'flag')
        report(
          context,
          t('errors.tokenRejected', { source: context.tokenSource === 'env' ? 'AILAB_TOKEN' : '--token' }),
          t('errors.tokenRejectedHint'),
        );
      else report(context, message, t('errors.loginHint'));
      return exit;
    case 'NETWORK_ERROR':
      report(context, `${message} (${server})`, t('errors.serverHint'));
      return exit;
    case 'TIMEOUT':
      report(context, `${message} (${server})`, t('errors.timeoutHint'));
      return exit;
    case 'PASSWORD_CHANGE_REQUIRED':
      report(context, message, t('errors.changePasswordHint', { url: `${server}/change-password` }));
      return exit;
    // A conflict names the field that is taken (e.g. a feed URL already added), like a validation error.
    case 'CONFLICT':
    case 'VALIDATION_FAILED': {
      const fields = error.fields.map((field) => `  ${field.field}: ${field.message}`).join('\n');
      report(context, fields ? `${message}\n${fields}` : message);
      return exit;
    }
    default:
      report(context, message);
      return exit;
  }
}

/**
 * The one place errors become messages and exit codes (`help exit-codes`): 1 error, 2 usage, invalid input or
 * cancelled, 3 not found, 4 sign-in needed or token rejected, 5 permission, 6 conflict. Stack traces only with
 * --verbose.
 */
export function handleError(error: unknown, context: ErrorContext): ExitCode {
  const { t } = context;
  stack(context, error);
  if (isSilentError(error)) return error.exitCode;
  if (isCommanderError(error)) {
    const code = commanderExitCode(error);
    if (code !== EXIT.ok) report(context, commanderMessage(error, t), t('errors.usageHint'));
    return code;
  }
  if (isUsageError(error)) {
    report(context, error.message);
    return EXIT.usage;
  }
  if (isCancelError(error)) {
    report(context, error.message || t('errors.cancelled'));
    return EXIT.usage;
  }
  if (isNotFoundError(error)) {
    report(context, error.message);
    return EXIT.notFound;
  }
  if (isAuthRequiredError(error)) {
    report(context, error.message || t('errors.authRequired'), t('errors.loginHint'));
    return EXIT.auth;
  }
  const apiExit = apiErrorExit(error, context);
  if (apiExit !== undefined) return apiExit;
  const detail = error instanceof Error ? error.message : String(error);
  report(
    context,
    t('errors.unexpected', { message: detail }),
    context.io.verbose ? undefined : t('errors.verboseHint'),
  );
  return EXIT.error;
}
