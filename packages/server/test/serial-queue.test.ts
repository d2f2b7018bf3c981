import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createBackgroundTasks } from '../src/background/background-tasks';
import { createSerialQueue } from '../src/background/serial-queue';

function quietLog(errors: unknown[]): FastifyBaseLogger {
  return { error: (fields: unknown) => errors.push(fields) } as unknown as FastifyBaseLogger;
}

const tick = () => new Promise((done) => setTimeout(done, 1));

describe('serial background queue', () => {
  it('runs jobs one at a time, in the order they were added, and idle() waits for all of them', async () => {
    const tasks = createBackgroundTasks(quietLog([]));
    const queue = createSerialQueue(tasks, 'test');
    const log: string[] = [];
    let running = 0;
    let most = 0;
    for (const name of ['a', 'b', 'c', 'd']) {
      queue.push(async () => {
        running += 1;
        most = Math.max(most, running);
        await tick();
        log.push(name);
        running -= 1;
      });
    }
    await tasks.idle();
    expect(log).toEqual(['a', 'b', 'c', 'd']);
    expect(most).toBe(1);
  });

  it('goes on after a failing job, which is logged', async () => {
    const errors: unknown[] = [];
    const tasks = createBackgroundTasks(quietLog(errors));
    const queue = createSerialQueue(tasks, 'test');
    const log: string[] = [];
    queue.push(async () => {
      throw new Error('mail server down');
    });
    queue.push(async () => {
      log.push('after');
    });
    await tasks.idle();
    expect(log).toEqual(['after']);
    expect(errors).toHaveLength(1);
  });

  it('runs a job added while the last one finishes, and one added after the queue went idle', async () => {
    const tasks = createBackgroundTasks(quietLog([]));
    const queue = createSerialQueue(tasks, 'test');
    const log: string[] = [];
    queue.push(async () => {
      await tick();
      log.push('first');
      queue.push(async () => {
        log.push('added by the first');
      });
    });
    await tasks.idle();
    queue.push(async () => {
      log.push('later');
    });
    await tasks.idle();
    expect(log).toEqual(['first', 'added by the first', 'later']);
  });
});
