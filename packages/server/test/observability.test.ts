import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';

const TOKEN = 'metrics-token-for-the-test-0001';

describe.each(testDialects())('health, readiness, metrics and request ids (%s)', (dialect) => {
  let server: TestServer;
  let trusting: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect, metricsToken: TOKEN });
    trusting = await startTestServer({ trustProxy: 1, seedDemo: false });
  });
  afterAll(async () => {
    await server.close();
    await trusting.close();
  });

  it('answers /healthz, and /readyz with every check once the job runner runs', async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'current', jobs: 'running' },
    });
  });

  it('says not ready while the job runner is stopped', async () => {
    await server.server.jobs.stop();
    try {
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { checks: { jobs: string } }).checks.jobs).toBe('stopped');
    } finally {
      server.server.jobs.start();
    }
  });

  it('serves /metrics only with its token, with request times by route pattern, the queue and the process', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    await fetch(`${server.url}/v2/api/user/who_am_i`, { method: 'POST' });
    // A job waiting in the queue shows as depth.
    await server.server.ctx.db
      .insertInto('jobs')
      .values({
        id: 'metrics-test-job',
        kind: 'metrics.test',
        payload: '{}',
        idempotency_key: 'metrics-test-job',
        state: 'pending',
        attempts: 0,
        max_attempts: 1,
        run_at: '2999-01-01T00:00:00.000Z',
        locked_by: null,
        locked_until: null,
        last_error: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
        finished_at: null,
      })
      .execute();
    const scrape = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toContain('text/plain');
    const text = await scrape.text();
    expect(text).toMatch(
      /ailab_http_request_duration_seconds_count\{method="POST",route="\/v2\/api\/user\/who_am_i",status="401"\} 1/,
    );
    expect(text).toMatch(/ailab_jobs\{state="pending",kind="metrics\.test"\} 1/);
    expect(text).toContain('ailab_process_resident_memory_bytes');
    expect(text).toContain('ailab_nodejs_eventloop_lag_seconds');
    if (dialect === 'postgres') expect(text).toMatch(/ailab_db_pool_connections\{state="total"\} \d+/);
    // A 404 path is one series, not one per URL.
    await fetch(`${server.url}/v2/api/no/such/thing/1`);
    await fetch(`${server.url}/v2/api/no/such/thing/2`);
    const again = await (
      await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    ).text();
    expect(again).not.toContain('no/such/thing');
    expect(again).toMatch(/route="unmatched",status="404"\} 2/);
  });

  it('does not serve /metrics at all without a configured token', async () => {
    expect((await fetch(`${trusting.url}/metrics`)).status).toBe(404);
  });

  it('gives every answer a request id, in the header and in the error body, and ignores one sent by an untrusted client', async () => {
    const answer = await fetch(`${server.url}/v2/api/user/who_am_i`, {
      method: 'POST',
      headers: { 'x-request-id': 'chosen-by-the-client' },
    });
    const id = answer.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const body = (await answer.json()) as { error: { requestId?: string } };
    expect(body.error.requestId).toBe(id);
  });

  it('takes the request id from a trusted proxy, and refuses one that could break a log line', async () => {
    const forwarded = await fetch(`${trusting.url}/v2/api/user/who_am_i`, {
      method: 'POST',
      headers: { 'x-request-id': 'proxy-7f3a.91' },
    });
    expect(forwarded.headers.get('x-request-id')).toBe('proxy-7f3a.91');
    const hostile = await fetch(`${trusting.url}/v2/api/user/who_am_i`, {
      method: 'POST',
      headers: { 'x-request-id': 'a'.repeat(200) },
    });
    expect(hostile.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
