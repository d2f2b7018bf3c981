/**
 * The `data` of each server-sent event in a byte stream (the text/event-stream format: lines, `data:`
 * fields joined by newlines, a blank line ending an event). Comments and other fields are skipped.
 */
export async function* sseData(body: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffered = '';
  let data: string[] = [];
  const lines = function* (final: boolean) {
    const parts = buffered.split(/\r\n|\r|\n/);
    buffered = final ? '' : (parts.pop() ?? '');
    yield* parts;
  };
  const take = (line: string): string | undefined => {
    if (line === '') {
      const event = data.length > 0 ? data.join('\n') : undefined;
      data = [];
      return event;
    }
    if (line.startsWith('data:')) data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
    return undefined;
  };
  for await (const chunk of body) {
    buffered += decoder.decode(chunk, { stream: true });
    for (const line of lines(false)) {
      const event = take(line);
      if (event !== undefined) yield event;
    }
  }
  buffered += decoder.decode();
  for (const line of [...lines(true), '']) {
    const event = take(line);
    if (event !== undefined) yield event;
  }
}
