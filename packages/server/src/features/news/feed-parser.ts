import { Worker } from 'node:worker_threads';
import type { FeedEntry } from './feed-entries';

/** Reads feed documents into entries on a worker thread. */
export interface FeedParser {
  /** The entries of `document`; rejects with the reason when it is not a feed or took too long. */
  parse(document: string, url: string): Promise<FeedEntry[]>;
  close(): Promise<void>;
}

/** A document that takes longer than this to read fails (`parse_error`) and its worker is replaced. */
const PARSE_TIMEOUT_MS = 30_000;

type Answer = { id: number; entries: FeedEntry[] } | { id: number; error: string };

/**
 * Starts the worker: the compiled server ships `feed-parse.worker.js` beside `server.js`; from the
 * TypeScript sources (development, tests) the worker registers tsx first.
 */
function startWorker(): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: 256 } };
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./feed-parse.worker.js', import.meta.url), options);
  const source = new URL('./feed-parse.worker.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}

/**
 * A feed reader for one sync: parsing and the HTML-to-text conversion of a whole feed (up to the
 * 5 MiB cap: 0.5 s of CPU for feedsmith alone) run on one worker thread, so the server keeps
 * answering while a feed is read. The worker starts on first use; `close()` ends it.
 */
export function createFeedParser(): FeedParser {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<
    number,
    { worker: Worker; resolve(entries: FeedEntry[]): void; reject(error: Error): void }
  >();
  /** Fails the documents sent to `stopped` (a replaced worker's, or all on close). */
  const failOn = (stopped: Worker, error: Error) => {
    for (const [id, pending] of waiting)
      if (pending.worker === stopped) {
        waiting.delete(id);
        pending.reject(error);
      }
  };
  const ensureWorker = (): Worker => {
    if (worker) return worker;
    const started = startWorker();
    started.on('message', (answer: Answer) => {
      const pending = waiting.get(answer.id);
      if (!pending) return;
      waiting.delete(answer.id);
      if ('error' in answer) pending.reject(new Error(answer.error));
      else pending.resolve(answer.entries);
    });
    started.on('error', (error) => failOn(started, error));
    started.on('exit', () => {
      if (worker === started) worker = undefined;
      failOn(started, new Error('the feed reader stopped'));
    });
    worker = started;
    return started;
  };
  return {
    parse(document, url) {
      const current = ensureWorker();
      nextId += 1;
      const id = nextId;
      return new Promise<FeedEntry[]>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error(`took longer than ${PARSE_TIMEOUT_MS / 1000} s to read`));
          // A worker stuck on one document is replaced; other documents on it fail and back off.
          if (worker === current) worker = undefined;
          void current.terminate();
        }, PARSE_TIMEOUT_MS);
        waiting.set(id, {
          worker: current,
          resolve: (entries) => {
            clearTimeout(timer);
            resolve(entries);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
        current.postMessage({ id, document, url });
      });
    },
    async close() {
      const current = worker;
      worker = undefined;
      if (current) await current.terminate();
    },
  };
}
