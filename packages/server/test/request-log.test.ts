import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OneLinePerRequestLog } from '../src/http/request-log';

function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    logController: new OneLinePerRequestLog(),
  });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/boom', async () => {
    throw new Error('kaput');
  });
  return { app, lines };
}

describe('request log', () => {
  it('writes one line per request, when the answer has gone out, with method, path, status and time', async () => {
    const { app, lines } = appWithLog();
    await app.inject({ method: 'GET', url: '/ok?x=1' });
    const requestLines = lines.filter((line) => line.reqId !== undefined);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/ok?x=1' },
      res: { statusCode: 200 },
    });
    expect(typeof requestLines[0]?.responseTime).toBe('number');
    await app.close();
  });

  it('still logs a failed request, with its status', async () => {
    const { app, lines } = appWithLog();
    await app.inject({ method: 'GET', url: '/boom' });
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({ req: { url: '/boom' }, res: { statusCode: 500 } });
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
    await app.close();
  });
});
