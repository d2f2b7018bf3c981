// Worker-thread entry (not imported by the server): reads feeds off the event loop, one message per
// document, answering `{ id, entries }` or `{ id, error }`. See `feed-parser.ts`.
import { parentPort } from 'node:worker_threads';
import { feedEntries } from './feed-entries';

parentPort?.on('message', (request: { id: number; document: string; url: string }) => {
  try {
    parentPort?.postMessage({ id: request.id, entries: feedEntries(request.document, request.url) });
  } catch (error) {
    parentPort?.postMessage({ id: request.id, error: error instanceof Error ? error.message : 'not a feed' });
  }
});
