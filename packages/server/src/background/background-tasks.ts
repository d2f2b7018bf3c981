import type { FastifyBaseLogger } from 'fastify';

/** Work that runs after the answer is sent (emails, the account side of "answer alike" flows). */
export interface BackgroundTasks {
  /** Starts `task` now without waiting; a failure is logged, never answered. */
  run(name: string, task: () => Promise<void>): void;
  /** Resolves when every task started so far (and any they started) has settled. */
  idle(): Promise<void>;
}

/**
 * Tasks of one server. Flows that must answer alike whatever the address
 * (sign-up, code requests) do the address-dependent work here, so neither the
 * answer nor its timing says whether an account exists. Shutdown waits for them.
 */
export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const running: Promise<void> = task()
        .catch((error: unknown) => log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
