import { describe, expect, it } from 'vitest';
import { fakeFactory } from '../../test/support/fake-factory';
import { isCancelError, isUsageError } from '../errors/cli-errors';
import type { Prompts } from '../ui/prompt-types';
import { confirmDestructive } from './confirm-destructive';

const ASK = { question: 'Cancel the event ai-day?', consequence: 'Cancelling ai-day emails everyone.' };

/** Prompts that answer the confirmation with `answer` and record the questions asked. */
function prompts(answer: boolean, asked: string[]) {
  return async () =>
    ({
      confirm: async ({ message }: { message: string }) => {
        asked.push(message);
        return answer;
      },
    }) as unknown as Prompts;
}

describe('confirmDestructive', () => {
  it('goes ahead with --yes without asking, on a terminal or off one', async () => {
    for (const tty of [true, false]) {
      const { f } = fakeFactory({ tty });
      const asked: string[] = [];
      await confirmDestructive(f.io, f.t, true, ASK, prompts(false, asked));
      expect(asked).toEqual([]);
    }
  });

  it('asks y/N on a terminal: yes goes ahead, no cancels', async () => {
    const { f } = fakeFactory({ tty: true });
    const asked: string[] = [];
    await confirmDestructive(f.io, f.t, undefined, ASK, prompts(true, asked));
    expect(asked).toEqual(['Cancel the event ai-day?']);
    const declined = confirmDestructive(f.io, f.t, undefined, ASK, prompts(false, asked));
    await expect(declined).rejects.toSatisfy(isCancelError);
    await expect(declined).rejects.toThrow('Cancelled; nothing was changed.');
  });

  it('never prompts off a terminal (or in CI): a usage error saying what would happen and naming the flag', async () => {
    for (const options of [{ tty: false }, { tty: true, env: { CI: 'true' } }]) {
      const { f } = fakeFactory(options);
      const asked: string[] = [];
      const refused = confirmDestructive(f.io, f.t, undefined, ASK, prompts(true, asked));
      await expect(refused).rejects.toSatisfy(isUsageError);
      await expect(refused).rejects.toThrow(
        'Cancelling ai-day emails everyone. Pass --yes to go ahead without a terminal.',
      );
      expect(asked).toEqual([]);
    }
    const { f } = fakeFactory();
    await expect(confirmDestructive(f.io, f.t, false, { ...ASK, flag: '--force' })).rejects.toThrow(
      'Pass --force to go ahead',
    );
  });
});
