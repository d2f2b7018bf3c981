import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { createEvent, mailsTo, useEventServer } from './support/events';
import { call } from './support/http';

const REGISTER = '/v2/api/open/event/register';

describe.each(testDialects())('email flooding through public flows (%s)', (dialect) => {
  const env = useEventServer(dialect);

  it('resends a pending event confirmation at most once per few minutes, with the same answer', async () => {
    const event = await createEvent(env.server, env.admin);
    const email = 'flood-target@example.org';
    const answers = [];
    for (let i = 0; i < 30; i += 1)
      answers.push(
        await call(env.server.url, REGISTER, {
          action: 'register',
          event_id: event.id,
          name: 'Flood',
          email,
        }),
      );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    await env.server.server.ctx.tasks.idle();
    expect(await mailsTo(env.server, email)).toHaveLength(1);
    // Minutes later a visitor who lost the email gets a fresh link.
    const ctx = env.server.server.ctx;
    const realNow = ctx.now;
    ctx.now = () => new Date(Date.now() + 6 * 60_000);
    try {
      await call(env.server.url, REGISTER, { action: 'register', event_id: event.id, name: 'Flood', email });
      // The email is a job due at the moved clock's time: the runner works it on that clock.
      expect(await mailsTo(env.server, email)).toHaveLength(2);
    } finally {
      ctx.now = realNow;
    }
  });

  it('sends one address at most the hourly allowance over every public flow, answering as usual', async () => {
    const ctx = env.server.server.ctx;
    const limits = ctx.config.limits;
    const saved = limits.emailsPerRecipientPerHour;
    limits.emailsPerRecipientPerHour = 4;
    try {
      const email = 'intern@example.com';
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const event = await createEvent(env.server, env.admin);
        statuses.push(
          (
            await call(env.server.url, REGISTER, {
              action: 'register',
              event_id: event.id,
              name: 'Many',
              email,
            })
          ).status,
        );
      }
      for (let i = 0; i < 3; i += 1)
        statuses.push(
          (await call(env.server.url, '/v2/api/user/reset_password', { step: 'request', email })).status,
        );
      await ctx.tasks.idle();
      expect(statuses.every((status) => status === 200)).toBe(true);
      expect(await mailsTo(env.server, email)).toHaveLength(4);
    } finally {
      limits.emailsPerRecipientPerHour = saved;
    }
  });
});
