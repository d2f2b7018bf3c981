import type { ErrorBody } from '@ailab/core/errors/error-body';
import { ERROR_STATUS, type ErrorCode } from '@ailab/core/errors/error-codes';
import { roleName } from '@ailab/core/roles/roles';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { i18n } from 'i18next';
import type { SecurityLimits } from '../config/server-config';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { formatBytes } from '../media/format-bytes';
import { AppError } from './app-error';
import { requestT } from './request-language';

/** Role numbers as people read them: "Administrator (99), Applications reviewer (98)". */
function roleLabels(roles: readonly number[], t: (key: string) => string): string {
  return roles
    .map((role) => {
      const name = roleName(role);
      return name ? `${t(`auth:roles.${name}`)} (${role})` : String(role);
    })
    .join(', ');
}

/** The limits named in error messages. */
type ErrorLimits = Pick<SecurityLimits, 'bodyLimitBytes' | 'headshotMaxBytes'>;

/** Fastify's own errors (body parsing, limits, static files) mapped into the closed set of codes. */
function fromFastifyError(error: FastifyError, limits: ErrorLimits): AppError | undefined {
  const tooLarge = () =>
    new AppError('PAYLOAD_TOO_LARGE', { params: { limit: formatBytes(limits.bodyLimitBytes) } });
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('MALFORMED_REQUEST');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return tooLarge();
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', { params: { limit: formatBytes(limits.headshotMaxBytes) } });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', { params: { types: 'application/json' } });
    default:
      break;
  }
  if (error instanceof SyntaxError) return new AppError('MALFORMED_REQUEST');
  const status = error.statusCode ?? 0;
  if (status === 413) return tooLarge();
  if (status === 415)
    return new AppError('UNSUPPORTED_MEDIA_TYPE', { params: { types: 'application/json' } });
  // The static file server answers 403 for a folder or a path it refuses; say "not found", as for any other path.
  if (status === 403 || status === 404) return new AppError('NOT_FOUND');
  if (status >= 400 && status < 500) return new AppError('MALFORMED_REQUEST');
  return undefined;
}

/**
 * The one place that writes error bodies. Known errors become their code and
 * a translated message; anything else is logged and answered as a bare 500.
 */
export function installErrorHandler(app: FastifyInstance, i18next: i18n, limits: ErrorLimits): void {
  app.setErrorHandler((raw, request, reply) => {
    const error =
      raw instanceof AppError
        ? raw
        : isDatabaseUnavailable(raw)
          ? new AppError('SERVICE_UNAVAILABLE', { cause: raw })
          : fromFastifyError(raw as FastifyError, limits);
    const t = requestT(i18next, request);
    if (!error) {
      request.log.error({ err: raw }, 'unhandled error');
      const body: ErrorBody = {
        error: { code: 'INTERNAL', message: t('errors:codes.INTERNAL'), requestId: request.id },
      };
      return reply.status(500).send(body);
    }
    const code: ErrorCode = error.code;
    const params: Record<string, string | number> = { ...error.params };
    if (code === 'VALIDATION_FAILED')
      params.fields = (error.fields ?? []).map((field) => field.message).join('; ');
    // A link whose token does not parse, and nothing else wrong, says just that; with other problems
    // the link's sentence is one of the listed ones.
    const badLink =
      code === 'VALIDATION_FAILED' &&
      (error.fields ?? []).length > 0 &&
      (error.fields ?? []).every((field) => field.code === 'invalid_link');
    if (code === 'NOT_IMPLEMENTED') params.feature = error.feature ?? '';
    if (code === 'NOT_FOUND' && params.path === undefined) params.path = request.url.split('?')[0] ?? '';
    if (code === 'RATE_LIMITED') params.seconds = error.retryAfterSeconds ?? 60;
    if (error.requiredRoles) params.roles = roleLabels(error.requiredRoles, t);
    const body: ErrorBody = {
      error: {
        code,
        message: badLink
          ? t('errors:validation.invalid_link')
          : t(error.messageKey ?? `errors:codes.${code}`, params),
        ...(error.fields ? { fields: error.fields } : {}),
        ...(error.feature ? { feature: error.feature } : {}),
        ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
        ...(error.requiredRoles ? { requiredRoles: [...error.requiredRoles] } : {}),
        requestId: request.id,
      },
    };
    if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    const status = ERROR_STATUS[code] || 500;
    if (status >= 500) request.log.error({ err: raw }, 'server error');
    return reply.status(status).send(body);
  });
}
