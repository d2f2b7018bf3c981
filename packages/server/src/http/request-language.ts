import { type Language, negotiateLanguage } from '@ailab/core/i18n/languages';
import type { FastifyRequest } from 'fastify';
import type { i18n, TFunction } from 'i18next';

/** The language a request asked for with Accept-Language. */
export function requestLanguage(request: FastifyRequest): Language {
  return negotiateLanguage(request.headers['accept-language']);
}

/** A translation function fixed to the request's language. */
export function requestT(i18next: i18n, request: FastifyRequest): TFunction {
  return i18next.getFixedT(requestLanguage(request));
}
