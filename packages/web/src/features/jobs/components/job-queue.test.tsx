import type { Job } from '@ailab/core/contract/platform/jobs.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { Component as JobQueue } from './job-queue';

const AT = '2030-01-01T10:00:00.000Z';

function job(overrides: Partial<Job>): Job {
  return {
    id: 'j1',
    kind: 'mail.send',
    key: 'invite:u1:c1',
    state: 'pending',
    attempts: 0,
    max_attempts: 8,
    run_at: AT,
    last_error: null,
    created_at: AT,
    updated_at: AT,
    finished_at: null,
    ...overrides,
  };
}

const DEAD = job({ id: 'dead-1', state: 'dead', attempts: 8, last_error: 'SMTP 550 mailbox unavailable' });
const PENDING = job({ id: 'pending-1', key: 'verify:u2', attempts: 2, last_error: 'connection refused' });
const DONE = job({ id: 'done-1', kind: 'news.sync', key: 'news.sync:2030', state: 'done', finished_at: AT });

/** A fake server for the jobs endpoints: records each call's path and body. */
function fakeServer() {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  let retried = false;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ path, body });
    const json = (status: number, value: unknown) =>
      new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
    if (path.endsWith('/admin/jobs/depth'))
      return json(200, {
        depth: [
          { kind: 'mail.send', state: 'dead', count: 1, retried: 1 },
          { kind: 'mail.send', state: 'pending', count: 3, retried: 1 },
          { kind: 'news.sync', state: 'done', count: 12, retried: 0 },
        ],
      });
    if (path.endsWith('/admin/jobs/list')) {
      const dead = retried ? { ...DEAD, state: 'pending' as const, attempts: 0 } : DEAD;
      const items = [dead, PENDING, DONE].filter(
        (item) => (!body.state || item.state === body.state) && (!body.kind || item.kind === body.kind),
      );
      return json(200, { items, next_cursor: null, total: items.length });
    }
    if (path.endsWith('/admin/jobs/retry')) {
      retried = true;
      return json(200, {
        job: { ...DEAD, state: 'pending', attempts: 0 },
        message: 'The job is back in the queue and will run shortly.',
      });
    }
    if (path.endsWith('/admin/jobs/cancel'))
      return json(409, {
        error: { code: 'CONFLICT', message: 'Only a pending job can be cancelled; this one is running.' },
      });
    return json(404, { error: { code: 'NOT_FOUND', message: 'not found' } });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

describe('the job queue screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the depth per kind and state, and each job with its attempts and last error', async () => {
    fakeServer();
    renderApp(<JobQueue />, '/admin/jobs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Job queue' })).toBeTruthy();
    const depth = await screen.findByRole('table', { name: 'Queue depth' });
    const emailRow = within(depth).getByRole('row', { name: /Email/ });
    expect(within(emailRow).getByRole('button', { name: 'Show the 3 pending jobs of Email' })).toBeTruthy();
    // Pending 3, running 0, done 0, dead 1, cancelled 0, and retrying 1 (the pending email that failed once).
    expect(emailRow.textContent).toBe('Email300101');
    const jobs = await screen.findByRole('table', { name: 'Jobs' });
    await within(jobs).findByText('SMTP 550 mailbox unavailable');
    expect(within(jobs).getByText('8 of 8')).toBeTruthy();
    expect(within(jobs).getByText('connection refused')).toBeTruthy();
    // Only a dead job offers Retry, only a pending one Cancel; a done one neither.
    expect(within(jobs).getAllByRole('button', { name: /^Retry/ })).toHaveLength(1);
    expect(within(jobs).getAllByRole('button', { name: /^Cancel job/ })).toHaveLength(1);
  });

  it('filters the list from a depth count, and keeps the filters in the controls', async () => {
    const calls = fakeServer();
    renderApp(<JobQueue />, '/admin/jobs');
    const depth = await screen.findByRole('table', { name: 'Queue depth' });
    fireEvent.click(await within(depth).findByRole('button', { name: 'Show the 1 dead jobs of Email' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path.endsWith('/list')).at(-1)?.body).toMatchObject({
        state: 'dead',
        kind: 'mail.send',
      }),
    );
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('dead');
    expect((screen.getByLabelText('Kind') as HTMLSelectElement).value).toBe('mail.send');
    const jobs = await screen.findByRole('table', { name: 'Jobs' });
    await waitFor(() => expect(within(jobs).queryByText('connection refused')).toBeNull());
  });

  it('retries a dead job after the confirmation, and says so though the job left the dead list', async () => {
    const calls = fakeServer();
    renderApp(<JobQueue />, '/admin/jobs?state=dead');
    const jobs = await screen.findByRole('table', { name: 'Jobs' });
    fireEvent.click(await within(jobs).findByRole('button', { name: /^Retry/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('invite:u1:c1');
    expect(calls.some((call) => call.path.endsWith('/retry'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await screen.findByText('The job is back in the queue and will run shortly.');
    expect(calls.find((call) => call.path.endsWith('/retry'))?.body).toEqual({ id: 'dead-1' });
    await waitFor(() => expect(screen.queryByText('SMTP 550 mailbox unavailable')).toBeNull());
  });

  it('asks before cancelling, does nothing when kept, and shows the refusal of a job that moved on', async () => {
    const calls = fakeServer();
    renderApp(<JobQueue />, '/admin/jobs');
    const jobs = await screen.findByRole('table', { name: 'Jobs' });
    fireEvent.click(await within(jobs).findByRole('button', { name: /^Cancel job/ }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Keep it as it is' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((call) => call.path.endsWith('/cancel'))).toBe(false);
    fireEvent.click(within(jobs).getByRole('button', { name: /^Cancel job/ }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel job' }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Only a pending job can be cancelled; this one is running.',
    );
    expect(calls.find((call) => call.path.endsWith('/cancel'))?.body).toEqual({ id: 'pending-1' });
  });
});
