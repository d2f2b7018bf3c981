import type { OutboundFailure } from '@ailab/core/outbound/failure-kinds';
import { z } from 'zod';
import { type OutboundClient, OutboundError, type OutboundRequest } from '../outbound/outbound-client';
import type { RetryPolicy } from '../outbound/retry-policy';
import type { LlmConfig } from './llm-config';
import { sseData } from './sse-events';

/** One message of a chat. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  messages: ChatMessage[];
  maxTokens?: number;
  temperature?: number;
  /** Cancels the call (e.g. the person who asked went away). */
  signal?: AbortSignal;
}

/**
 * A completed chat. `unconfigured`: no model is set up (no `LLM_BASE_URL` or `LLM_MODEL`); the domain
 * that asked answers with its labelled template draft instead.
 */
export type ChatResult =
  | { kind: 'unconfigured' }
  | { kind: 'ok'; text: string; model: string; finishReason: string | null }
  | { kind: 'failed'; failure: OutboundFailure };

/**
 * A streamed chat: `deltas` yields the text as the model writes it, and throws an `OutboundError` when
 * the stream breaks (time limit, size cap, a lost connection, an unreadable chunk).
 */
export type ChatStreamResult =
  | { kind: 'unconfigured' }
  | { kind: 'ok'; model: string; deltas: AsyncIterable<string> }
  | { kind: 'failed'; failure: OutboundFailure };

export interface LlmClient {
  readonly configured: boolean;
  complete(request: ChatRequest): Promise<ChatResult>;
  stream(request: ChatRequest): Promise<ChatStreamResult>;
}

const Completion = z.object({
  model: z.string().optional(),
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullable().optional() }),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .min(1),
});

const Chunk = z.object({
  model: z.string().optional(),
  choices: z.array(z.object({ delta: z.object({ content: z.string().nullable().optional() }).optional() })),
});

const RETRY: RetryPolicy = { attempts: 3, baseDelayMs: 500, maxDelayMs: 4000, maxRetryAfterMs: 10_000 };
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;
const MAX_STREAM_BYTES = 8 * 1024 * 1024;

function badContent(message: string): OutboundFailure {
  return { kind: 'bad_content', message };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function* deltasOf(body: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  for await (const data of sseData(body)) {
    if (data.trim() === '[DONE]') return;
    const chunk = Chunk.safeParse(parseJson(data));
    if (!chunk.success) throw new OutboundError(badContent('an unreadable stream chunk'));
    const text = chunk.data.choices[0]?.delta?.content;
    if (text) yield text;
  }
}

/**
 * A client for an OpenAI-compatible chat-completions API (`POST {LLM_BASE_URL}/chat/completions`),
 * plain HTTP on the outbound module: the SSRF guard (a model on a private address needs
 * `OUTBOUND_ALLOW_PRIVATE=1`), `LLM_TIMEOUT_MS` for the whole answer, a size cap, and retries with
 * back-off on 429/5xx and lost connections.
 */
export function createLlmClient(config: LlmConfig, outbound: OutboundClient): LlmClient {
  const { baseUrl, model } = config;
  const call = (request: ChatRequest, stream: boolean): OutboundRequest & { url: string } => ({
    url: `${(baseUrl ?? '').replace(/\/+$/, '')}/chat/completions`,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: stream ? 'text/event-stream' : 'application/json',
      ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model,
      messages: request.messages,
      stream,
      ...(request.maxTokens === undefined ? {} : { max_tokens: request.maxTokens }),
      ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
    }),
    timeoutMs: config.timeoutMs,
    maxBytes: stream ? MAX_STREAM_BYTES : MAX_ANSWER_BYTES,
    // The API key must never follow a redirect to another origin.
    sameOriginOnly: true,
    retry: RETRY,
    ...(request.signal ? { signal: request.signal } : {}),
  });
  return {
    configured: Boolean(baseUrl && model),
    async complete(request) {
      if (!baseUrl || !model) return { kind: 'unconfigured' };
      const { url, ...options } = call(request, false);
      const answer = await outbound.text(url, options);
      if (!answer.ok) return { kind: 'failed', failure: answer.failure };
      const parsed = Completion.safeParse(parseJson(answer.body));
      if (!parsed.success) return { kind: 'failed', failure: badContent('not a chat completion') };
      const [choice] = parsed.data.choices;
      return {
        kind: 'ok',
        text: choice?.message.content ?? '',
        model: parsed.data.model ?? model,
        finishReason: choice?.finish_reason ?? null,
      };
    },
    async stream(request) {
      if (!baseUrl || !model) return { kind: 'unconfigured' };
      const { url, ...options } = call(request, true);
      const answer = await outbound.stream(url, options);
      if (!answer.ok) return { kind: 'failed', failure: answer.failure };
      return { kind: 'ok', model, deltas: deltasOf(answer.body) };
    },
  };
}
