import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATIONS_PER_HOUR } from '../src/features/research/market-generate.service';
import { type LlmStandIn, startLlmStandIn } from '../src/testing/llm-stand-in';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { call, signIn } from './support/http';

const GENERATE = '/v1/api/research_market/generate';

describe.each(testDialects())('research_market/generate (%s)', (dialect) => {
  let plain: TestServer;
  let withModel: TestServer;
  let model: LlmStandIn;
  beforeAll(async () => {
    model = await startLlmStandIn();
    plain = await startTestServer({ dialect, seedDemo: true });
    withModel = await startTestServer({
      dialect,
      seedDemo: true,
      llm: { baseUrl: model.baseUrl, apiKey: model.apiKey, model: 'stand-in-model', timeoutMs: 5000 },
    });
  }, 120_000);
  afterAll(async () => {
    await plain?.close();
    await withModel?.close();
    await model?.close();
  });

  it('answers a labelled outline from the same sources without a model', async () => {
    const token = await signIn(plain.url, 'research@example.com');
    const answer = await call(
      plain.url,
      GENERATE,
      { industry: 'payments', topic: 'Agent payments' },
      { token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.provenance).toMatchObject({
      kind: 'outline',
      model: null,
      prompt_version: 'market-draft-1',
    });
    expect(answer.body.section.body).toContain('Outline draft');
    expect(answer.body.section.body).toContain('Fraud models for instant payments');
    expect(answer.body.provenance.sources.map((source: { title: string }) => source.title)).toContain(
      'Payments: Regulation',
    );
    // Role 8 may read briefs but not draft research.
    const learner = await signIn(plain.url, 'student@example.com');
    expect((await call(plain.url, GENERATE, { industry: 'payments' }, { token: learner })).status).toBe(403);
    expect((await call(plain.url, GENERATE, { industry: 'payments' })).status).toBe(401);
  });

  it('drafts with the model, listing the sources in the prompt, and streams the same draft', async () => {
    const token = await signIn(withModel.url, 'startup@example.com');
    const answer = await call(withModel.url, GENERATE, { industry: 'insurance', topic: 'Claims' }, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.provenance).toMatchObject({ kind: 'model', model: 'stand-in-model' });
    expect(answer.body.section.body).toContain('Draft:');
    const sent = model.received.at(-1);
    expect(sent?.messages.at(-1)?.content).toContain('Reading claims documents at scale');

    const streamed = await fetch(`${withModel.url}${GENERATE}/stream`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ industry: 'insurance', topic: 'Claims' }),
    });
    expect(streamed.headers.get('content-type')).toContain('text/event-stream');
    const text = await streamed.text();
    expect(text).toContain('event: delta');
    const done = /event: done\ndata: (.*)\n/.exec(text)?.[1] ?? '{}';
    expect(JSON.parse(done).provenance.kind).toBe('model');
    expect(model.received.at(-1)?.stream).toBe(true);
  });

  it('answers a translated 503 when the model fails, and limits drafts per member', async () => {
    const token = await signIn(withModel.url, 'research@example.com');
    model.failures.push({ status: 500 });
    const failed = await call(
      withModel.url,
      GENERATE,
      { industry: 'payments' },
      { token, language: 'es-MX' },
    );
    expect(failed.status).toBe(503);
    expect(failed.body.error.message).toContain('modelo');
    for (let i = 1; i < GENERATIONS_PER_HOUR; i += 1)
      expect((await call(withModel.url, GENERATE, { industry: 'payments' }, { token })).status).toBe(200);
    const limited = await call(withModel.url, GENERATE, { industry: 'payments' }, { token });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });
});
