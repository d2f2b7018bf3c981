import type { Access, Endpoint } from '@ailab/core/contract/define';
import { fieldIssuesFromZod } from '@ailab/core/errors/field-issues';
import type { Language } from '@ailab/core/i18n/languages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { AppContext } from '../app-context';
import type { Caller } from '../identity/bearer-tokens';
import { AppError } from './app-error';
import { authorize } from './authorize';
import { requestLanguage } from './request-language';
import { lazyResponseSerializer } from './response-serializer';
import { unstorableTextIssues } from './unstorable-text';

/**
 * The caller a handler receives: an endpoint the contract reserves for members or roles always has
 * one (`authorize` refuses the request otherwise); a public one may be called by anybody.
 */
export type CallerFor<A extends Access> = A extends { kind: 'member' | 'roles' } ? Caller : Caller | null;

/** What a route handler receives: the validated body, the caller, and the request's language. */
export interface EndpointInput<E extends Endpoint> {
  body: z.output<E['body']>;
  caller: CallerFor<E['access']>;
  language: Language;
  t: TFunction;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type EndpointHandler<E extends Endpoint> = (
  input: EndpointInput<E>,
) => Promise<z.input<E['response']>>;

/** Options of one route beyond the contract. */
export interface EndpointOptions {
  /** Apply the per-IP limit for sign-in and code endpoints. */
  ipRateLimited?: boolean;
  /** A per-IP limit of its own, requests per minute (instead of the sign-in one). */
  ipRequestsPerMinute?: number;
}

function ipLimitConfig(
  ctx: AppContext,
  options: EndpointOptions,
): { rateLimit?: { max: number; timeWindow: string } } {
  const max =
    options.ipRequestsPerMinute ?? (options.ipRateLimited ? ctx.config.limits.authRequestsPerIpPerMinute : 0);
  return max > 0 ? { rateLimit: { max, timeWindow: '1 minute' } } : {};
}

/** The paths registered so far, to prove at start-up that every contract entry has a route. */
export type RegisteredPaths = Set<string>;

/**
 * Wires one contract entry to a route: access rule, body validation by the
 * contract schema (unknown keys rejected), the handler, and the answer written by a
 * serializer compiled from the contract's response schema. In development and tests
 * (`validateResponses`) the answer is also parsed by the zod response schema, which
 * catches drift between handlers and the contract; production skips that parse.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  registered: RegisteredPaths,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions = {},
): void {
  registered.add(`${endpoint.method} ${endpoint.path}`);
  const serializer = lazyResponseSerializer(endpoint.response);
  const validateResponses = ctx.config.validateResponses !== false;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: ipLimitConfig(ctx, options) as Record<string, unknown>,
    handler: async (request, reply) => {
      const caller = await authorize(ctx, request, endpoint.access, endpoint.allowDuringPasswordChange);
      if (endpoint.status === 'pending') throw new AppError('NOT_IMPLEMENTED', { feature: endpoint.feature });
      const language = requestLanguage(request);
      const t = ctx.i18n.getFixedT(language);
      let body: unknown = {};
      if (endpoint.bodyKind === 'json') {
        const candidate = request.body === undefined ? {} : request.body;
        const parsed = endpoint.body.safeParse(candidate);
        if (!parsed.success)
          throw new AppError('VALIDATION_FAILED', {
            fields: fieldIssuesFromZod(parsed.error.issues, t, candidate),
          });
        const unstorable = unstorableTextIssues(candidate, t);
        if (unstorable.length > 0) throw new AppError('VALIDATION_FAILED', { fields: unstorable });
        body = parsed.data;
      }
      const result = await handler({
        body: body as z.output<E['body']>,
        // authorize() answered UNAUTHENTICATED already when a non-public endpoint has no caller.
        caller: caller as CallerFor<E['access']>,
        language,
        t,
        request,
        reply,
      });
      const serialize = serializer.get();
      if (!serialize) return endpoint.response.parse(result);
      reply.type('application/json; charset=utf-8').serializer(serialize);
      return validateResponses ? endpoint.response.parse(result) : result;
    },
  });
}

/** `on(endpoint, handler, options?)` bound to one app, so a feature's route file reads as a list. */
export function endpointRegistrar(app: FastifyInstance, ctx: AppContext, registered: RegisteredPaths) {
  return <E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>, options?: EndpointOptions) =>
    registerEndpoint(app, ctx, registered, endpoint, handler, options);
}
