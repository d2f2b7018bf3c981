import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLlmClient } from '../src/llm/llm-client';
import { createOutboundClient, type OutboundClient } from '../src/outbound/outbound-client';
import { type LlmStandIn, startLlmStandIn } from '../src/testing/llm-stand-in';

const ASK = { messages: [{ role: 'user' as const, content: 'a pitch for a tutoring startup' }] };

async function collect(deltas: AsyncIterable<string>): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of deltas) pieces.push(piece);
  return pieces;
}

describe('the LLM client against a local chat-completions stand-in', () => {
  let model: LlmStandIn;
  let outbound: OutboundClient;
  let guarded: OutboundClient;
  const config = () => ({
    baseUrl: model.baseUrl,
    apiKey: model.apiKey,
    model: 'stand-in-1',
    timeoutMs: 2000,
  });

  beforeAll(async () => {
    model = await startLlmStandIn();
    outbound = createOutboundClient({ allowPrivate: true });
    guarded = createOutboundClient({ allowPrivate: false });
  });
  afterAll(async () => {
    await outbound?.close();
    await guarded?.close();
    await model?.close();
  });

  it('answers "unconfigured" without a model, for the template draft', async () => {
    const none = createLlmClient(
      { baseUrl: undefined, apiKey: undefined, model: undefined, timeoutMs: 1000 },
      outbound,
    );
    expect(none.configured).toBe(false);
    expect(await none.complete(ASK)).toEqual({ kind: 'unconfigured' });
    expect(await none.stream(ASK)).toEqual({ kind: 'unconfigured' });
    const noModel = createLlmClient({ ...config(), model: undefined }, outbound);
    expect(await noModel.complete(ASK)).toEqual({ kind: 'unconfigured' });
    expect(model.received).toHaveLength(0);
  });

  it('completes a chat in one answer, with the key and the model', async () => {
    const llm = createLlmClient(config(), outbound);
    expect(await llm.complete({ ...ASK, maxTokens: 50 })).toEqual({
      kind: 'ok',
      text: 'Draft: a pitch for a tutoring startup',
      model: 'stand-in-1',
      finishReason: 'stop',
    });
    expect(model.received.at(-1)).toMatchObject({
      model: 'stand-in-1',
      stream: false,
      authorization: `Bearer ${model.apiKey}`,
    });
  });

  it('streams a chat as server-sent events', async () => {
    const llm = createLlmClient(config(), outbound);
    const answer = await llm.stream(ASK);
    if (answer.kind !== 'ok') throw new Error(`expected a stream, got ${answer.kind}`);
    const pieces = await collect(answer.deltas);
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe('Draft: a pitch for a tutoring startup');
    expect(model.received.at(-1)?.stream).toBe(true);
  });

  it('retries a 429 after its Retry-After and a 503 with back-off, then answers', async () => {
    const llm = createLlmClient(config(), outbound);
    model.failures.push({ status: 429, retryAfter: 1 }, { status: 503 });
    const before = model.received.length;
    const started = Date.now();
    const answer = await llm.complete(ASK);
    expect(answer.kind).toBe('ok');
    expect(model.received.length - before).toBe(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('reports a wrong key, a slow model, a stalled stream and a body that is not a completion', async () => {
    const wrongKey = createLlmClient({ ...config(), apiKey: 'sk-wrong' }, outbound);
    expect(await wrongKey.complete(ASK)).toMatchObject({
      kind: 'failed',
      failure: { kind: 'http_status', status: 401 },
    });

    const llm = createLlmClient({ ...config(), timeoutMs: 300 }, outbound);
    model.delayMs = 1000;
    expect(await llm.complete(ASK)).toMatchObject({ kind: 'failed', failure: { kind: 'timeout' } });
    model.delayMs = 0;

    model.stallStream = true;
    const stalled = await llm.stream(ASK);
    if (stalled.kind !== 'ok') throw new Error('expected the stream to start');
    await expect(collect(stalled.deltas)).rejects.toMatchObject({ failure: { kind: 'timeout' } });
    model.stallStream = false;

    model.garbage = true;
    expect(await llm.complete(ASK)).toMatchObject({ kind: 'failed', failure: { kind: 'bad_content' } });
    model.garbage = false;
  });

  it('goes through the SSRF guard: a model on loopback needs OUTBOUND_ALLOW_PRIVATE', async () => {
    const before = model.received.length;
    const llm = createLlmClient(config(), guarded);
    expect(await llm.complete(ASK)).toEqual({
      kind: 'failed',
      failure: { kind: 'refused_address', message: 'not reachable' },
    });
    const byName = createLlmClient(
      { ...config(), baseUrl: model.baseUrl.replace('127.0.0.1', 'localhost') },
      guarded,
    );
    expect(await byName.stream(ASK)).toMatchObject({ kind: 'failed', failure: { kind: 'refused_address' } });
    expect(model.received.length).toBe(before);
  });
});
