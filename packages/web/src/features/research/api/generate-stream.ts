import type { GeneratedDraft } from '@ailab/core/contract/research/market.schemas';
import { readToken, type SessionStorage } from '@ailab/core/session/session';

/** What a streamed draft ends with: the draft, or the server's translated message. */
export type StreamOutcome = { ok: true; draft: GeneratedDraft } | { ok: false; message: string };

function parseEvents(buffer: string): { events: { event: string; data: string }[]; rest: string } {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.map((block) => {
    const lines = block.split('\n');
    const event = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message';
    const data = lines
      .filter((line) => line.startsWith('data: '))
      .map((line) => line.slice(6))
      .join('\n');
    return { event, data };
  });
  return { events, rest };
}

/**
 * Asks for a draft over the streaming twin of `research_market/generate` (server-sent events) and
 * hands each piece of text to `onDelta` as it arrives. The text is untrusted: it is shown only through
 * the Markdown component and saved as a draft section.
 */
export async function streamDraft(
  storage: SessionStorage,
  language: string,
  body: { industry: string; topic?: string },
  onDelta: (text: string) => void,
): Promise<StreamOutcome> {
  const token = readToken(storage);
  const response = await fetch('/v1/api/research_market/generate/stream', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': language,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok || !response.body) {
    const failed = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    return { ok: false, message: failed?.error?.message ?? response.statusText };
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const parsed = parseEvents(buffer + value);
    buffer = parsed.rest;
    for (const event of parsed.events) {
      const data = JSON.parse(event.data) as { text?: string; message?: string };
      if (event.event === 'delta') onDelta(data.text ?? '');
      else if (event.event === 'done') return { ok: true, draft: data as GeneratedDraft };
      else if (event.event === 'error') return { ok: false, message: data.message ?? '' };
    }
  }
  return { ok: false, message: '' };
}
