import { contract } from '@ailab/core/contract/index';
import { fieldIssuesFromZod } from '@ailab/core/errors/field-issues';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { authorize } from '../../http/authorize';
import { requestLanguage } from '../../http/request-language';
import { generateDraft } from './market-generate.service';

/** Where the web editor streams a draft from: `research_market/generate` as server-sent events. */
export const GENERATE_STREAM_PATH = '/v1/api/research_market/generate/stream';

/**
 * The streaming twin of `research_market/generate` (same access, body, limit and answer): `event: delta`
 * with `{ text }` as the model writes, then `event: done` with the whole draft and its provenance, or
 * `event: error` with `{ code, message }`. Refusals before the stream starts (401, 403, 400, 429) are
 * ordinary JSON errors.
 */
export function registerGenerateStream(app: FastifyInstance, ctx: AppContext): void {
  const endpoint = contract.researchMarket.generate;
  app.post(GENERATE_STREAM_PATH, async (request, reply) => {
    const caller = await authorize(ctx, request, endpoint.access, false);
    if (!caller) throw new AppError('UNAUTHENTICATED');
    const t = ctx.i18n.getFixedT(requestLanguage(request));
    const candidate = request.body ?? {};
    const parsed = endpoint.body.safeParse(candidate);
    if (!parsed.success)
      throw new AppError('VALIDATION_FAILED', {
        fields: fieldIssuesFromZod(parsed.error.issues, t, candidate),
      });
    let started = false;
    const send = (event: string, data: unknown) => {
      if (!started) {
        started = true;
        reply.hijack();
        reply.raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
        });
      }
      reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    try {
      const draft = await generateDraft(ctx, caller, parsed.data, t, (text) => send('delta', { text }));
      send('done', draft);
    } catch (error) {
      if (!started) throw error;
      const code = error instanceof AppError ? error.code : 'INTERNAL';
      const message =
        error instanceof AppError && error.messageKey
          ? t(error.messageKey, error.params)
          : t(`errors:codes.${code}`);
      send('error', { code, message });
    }
    reply.raw.end();
    return reply;
  });
}
