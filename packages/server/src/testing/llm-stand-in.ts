import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A chat-completions request as the stand-in received it. */
export interface ReceivedChat {
  model: string;
  stream: boolean;
  messages: { role: string; content: string }[];
  authorization: string | undefined;
}

/**
 * A local server speaking the OpenAI chat-completions protocol, for tests (no test reaches the
 * internet): `POST /v1/chat/completions`, answered as one JSON body or, with `stream: true`, as
 * server-sent events (`data: {chunk}` … `data: [DONE]`). It answers `reply(messages)` (by default
 * "Draft: " and the last user message), checks the bearer key when one is set, and plays bad days:
 * queued failures (`failures.push({ status: 429, retryAfter: 1 })`), a delay before answering, a
 * stream that stalls after its first chunk, and a body that is not a completion.
 */
export interface LlmStandIn {
  /** The base URL to configure, `/v1` included. */
  baseUrl: string;
  apiKey: string;
  received: ReceivedChat[];
  failures: { status: number; retryAfter?: number }[];
  delayMs: number;
  stallStream: boolean;
  garbage: boolean;
  reply: (messages: ReceivedChat['messages']) => string;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

export async function startLlmStandIn(options: { apiKey?: string } = {}): Promise<LlmStandIn> {
  const state: Omit<LlmStandIn, 'baseUrl' | 'close'> = {
    apiKey: options.apiKey ?? 'sk-stand-in-key',
    received: [],
    failures: [],
    delayMs: 0,
    stallStream: false,
    garbage: false,
    reply: (messages) =>
      `Draft: ${messages.filter((message) => message.role === 'user').at(-1)?.content ?? ''}`,
  };
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions')
      return json(response, 404, { error: { message: 'not found' } });
    const parsed = JSON.parse(await readBody(request)) as Partial<ReceivedChat>;
    const chat: ReceivedChat = {
      model: String(parsed.model ?? ''),
      stream: parsed.stream === true,
      messages: Array.isArray(parsed.messages) ? parsed.messages : [],
      authorization: request.headers.authorization,
    };
    state.received.push(chat);
    if (state.apiKey && chat.authorization !== `Bearer ${state.apiKey}`)
      return json(response, 401, { error: { message: 'invalid api key' } });
    const failure = state.failures.shift();
    if (failure)
      return json(
        response,
        failure.status,
        { error: { message: 'stand-in failure' } },
        failure.retryAfter === undefined ? {} : { 'retry-after': String(failure.retryAfter) },
      );
    if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    if (response.destroyed) return;
    if (state.garbage) return json(response, 200, { hello: 'world' });
    const text = state.reply(chat.messages);
    const id = `chatcmpl-${state.received.length}`;
    if (!chat.stream)
      return json(response, 200, {
        id,
        object: 'chat.completion',
        model: chat.model,
        choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
      });
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const pieces = text.match(/\S+\s*/g) ?? [];
    for (const [index, piece] of pieces.entries()) {
      const chunk = {
        id,
        object: 'chat.completion.chunk',
        model: chat.model,
        choices: [{ index: 0, delta: { content: piece } }],
      };
      response.write(`data: ${JSON.stringify(chunk)}\n\n`);
      if (state.stallStream && index === 0) return;
    }
    response.end('data: [DONE]\n\n');
  };
  const server = createServer((request, response) => {
    answer(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
