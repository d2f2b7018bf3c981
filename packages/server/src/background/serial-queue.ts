import type { BackgroundTasks } from './background-tasks';

/** Jobs run one at a time, in order, in the background. */
export interface SerialQueue {
  /** Adds a job; it runs after every job added before it. */
  push(job: () => Promise<void>): void;
}

/**
 * A queue of background jobs that run one after another in a single background task (so
 * shutdown and `idle()` wait for them). For fan-out after a bulk write: 500 invitations started
 * as 500 concurrent tasks all queue on the database connection, and on SQLite every release of
 * that connection wakes every waiter; one at a time they cost only their own work.
 * A failing job is logged by the task runner and the queue goes on with the next one.
 */
export function createSerialQueue(tasks: BackgroundTasks, name: string): SerialQueue {
  const jobs: (() => Promise<void>)[] = [];
  let draining = false;
  const drain = async (): Promise<void> => {
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      const current = job;
      await new Promise<void>((done) => tasks.run(name, () => current().finally(done)));
    }
  };
  const start = () => {
    draining = true;
    tasks.run(name, async () => {
      try {
        await drain();
      } finally {
        draining = false;
        // A job added after the last shift and before this line would otherwise wait forever.
        if (jobs.length > 0) start();
      }
    });
  };
  return {
    push(job) {
      jobs.push(job);
      if (!draining) start();
    },
  };
}
