import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import {
  DESKTOP,
  elementsPastRightEdge,
  enterAs,
  type Harness,
  openPage,
  PHONE,
  screenshot,
  startHarness,
} from './support/harness';

const WAIT = { timeout: 10_000 };

/** Puts a job straight into the outbox: a dead one that failed, or a pending one due next year. */
async function insertJob(h: Harness, state: 'dead' | 'pending', key: string, lastError: string | null) {
  const now = new Date();
  const runAt = state === 'pending' ? new Date(now.getTime() + 365 * 86_400_000) : now;
  await h.server.server.ctx.db
    .insertInto('jobs')
    .values({
      id: randomUUID(),
      kind: 'mail.send',
      payload: '{}',
      idempotency_key: key,
      state,
      attempts: state === 'dead' ? 8 : 1,
      max_attempts: 8,
      run_at: runAt.toISOString(),
      locked_by: null,
      locked_until: null,
      last_error: lastError,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      finished_at: state === 'dead' ? now.toISOString() : null,
    })
    .execute();
}

describe.skipIf(!chromiumAvailable())('the job queue screen', { timeout: 90_000 }, () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    await insertJob(h, 'dead', 'e2e:dead-mail', 'SMTP 550 5.1.1 mailbox unavailable');
    await insertJob(h, 'pending', 'e2e:later-mail', 'connect ECONNREFUSED 127.0.0.1:2525');
    await insertJob(h, 'dead', 'e2e:phone-mail', 'SMTP 421 4.7.0 try again later, the server is busy');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('is opened from the user panel; a dead job is retried and a pending one cancelled after a confirmation', async () => {
    const { context, page } = await openPage(h);
    await enterAs(page, h.origin, 'staff@example.com');
    await page.getByTestId('avatar-button').click();
    await page.getByTestId('user-panel').getByRole('link', { name: 'Job queue' }).click();
    await page.waitForURL(/\/admin\/jobs$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), WAIT).toBe('Job queue');

    const depth = page.getByRole('table', { name: 'Queue depth' });
    await depth.getByRole('button', { name: /^Show the 2 dead jobs of Email$/ }).click();
    await page.waitForURL(/state=dead/);
    const jobs = page.getByRole('table', { name: 'Jobs' });
    await expect.poll(() => jobs.getByRole('row').count(), WAIT).toBe(3);
    await page.getByLabel('Search jobs by key').fill('e2e:dead');
    await expect.poll(() => jobs.getByRole('row').count(), WAIT).toBe(2);
    expect(await jobs.textContent()).toContain('SMTP 550 5.1.1 mailbox unavailable');

    await jobs.getByRole('button', { name: /^Retry Email e2e:dead-mail/ }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await expect
      .poll(() => page.getByText('The job is back in the queue and will run shortly.').count(), WAIT)
      .toBe(1);

    await page.getByLabel('State').selectOption('pending');
    await page.getByLabel('Search jobs by key').fill('e2e:later');
    await expect.poll(() => jobs.getByRole('row').count(), WAIT).toBe(2);
    await jobs.getByRole('button', { name: /^Cancel job Email e2e:later-mail/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel job' }).click();
    await expect.poll(() => page.getByText('The job is cancelled and will not run.').count(), WAIT).toBe(1);
    const cancelled = await h.server.server.ctx.db
      .selectFrom('jobs')
      .select('state')
      .where('idempotency_key', '=', 'e2e:later-mail')
      .executeTakeFirstOrThrow();
    expect(cancelled.state).toBe('cancelled');
    await context.close();
  });

  it('fits a phone, in light and dark, at both widths', async () => {
    for (const mode of ['light', 'dark'] as const)
      for (const viewport of [DESKTOP, PHONE]) {
        const { context, page } = await openPage(h, viewport);
        await context.addInitScript((colorMode) => localStorage.setItem('colorMode', colorMode), mode);
        await enterAs(page, h.origin, 'staff@example.com');
        await page.goto(`${h.origin}/admin/jobs`);
        await expect
          .poll(() => page.getByText('SMTP 421 4.7.0 try again later, the server is busy').count(), WAIT)
          .toBeGreaterThan(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        expect(await elementsPastRightEdge(page)).toEqual([]);
        await screenshot(page, `admin-jobs-${mode}-${viewport.width}`);
        await context.close();
      }
  });
});
