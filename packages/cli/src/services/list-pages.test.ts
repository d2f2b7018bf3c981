import { endpoint, MEMBER } from '@ailab/core/contract/define';
import { listRequest, listResponse } from '@ailab/core/contract/schemas/list';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fakeFactory } from '../../test/support/fake-factory';
import { collectPages, fetchList } from './list-pages';

const NUMBERS = Array.from({ length: 250 }, (_, i) => i + 1);

/** Serves NUMBERS like a keyset list: the cursor is the last number seen. */
function numberPages(requests: { cursor?: string; limit: number }[]) {
  return async (page: { cursor?: string; limit: number }) => {
    requests.push(page);
    const start = page.cursor === undefined ? 0 : Number(page.cursor);
    const items = NUMBERS.slice(start, start + page.limit);
    const end = start + items.length;
    return { items, next_cursor: end < NUMBERS.length ? String(end) : null, total: NUMBERS.length };
  };
}

describe('collectPages', () => {
  it('fetches 20 items in one request by default', async () => {
    const requests: { cursor?: string; limit: number }[] = [];
    const page = await collectPages(numberPages(requests));
    expect(page.items).toEqual(NUMBERS.slice(0, 20));
    expect(page).toMatchObject({ next_cursor: '20', total: 250 });
    expect(requests).toEqual([{ limit: 20 }]);
  });

  it('follows cursors for a limit above one page, asking for no more than needed', async () => {
    const requests: { cursor?: string; limit: number }[] = [];
    const page = await collectPages(numberPages(requests), { limit: 130 });
    expect(page.items).toEqual(NUMBERS.slice(0, 130));
    expect(requests).toEqual([{ limit: 100 }, { cursor: '100', limit: 30 }]);
  });

  it('fetches everything with all, reporting progress, and ends with no cursor', async () => {
    const requests: { cursor?: string; limit: number }[] = [];
    const progress: number[] = [];
    const page = await collectPages(numberPages(requests), {
      all: true,
      onPage: (fetched) => progress.push(fetched),
    });
    expect(page.items).toEqual(NUMBERS);
    expect(page.next_cursor).toBeNull();
    expect(progress).toEqual([100, 200, 250]);
  });

  it('stops on an empty page even if the server sends a cursor', async () => {
    let calls = 0;
    const page = await collectPages(
      async () => {
        calls += 1;
        return { items: [], next_cursor: 'again', total: 0 };
      },
      { all: true },
    );
    expect(calls).toBe(1);
    expect(page.items).toEqual([]);
  });
});

describe('fetchList', () => {
  const probe = endpoint({
    path: '/v2/api/probe/list',
    access: MEMBER,
    summary: 'probe',
    feature: 'platform',
    body: listRequest({ color: z.string().optional() }, ['name']),
    response: listResponse(z.object({ id: z.number() })),
  });

  it('sends the filters with the paging fields through the client method', async () => {
    const { f, calls } = fakeFactory({
      routes: {
        '/v2/api/probe/list': (body) => {
          const { cursor } = body as { cursor?: string };
          return cursor === undefined
            ? { status: 200, body: { items: [{ id: 1 }, { id: 2 }], next_cursor: 'c2', total: 3 } }
            : { status: 200, body: { items: [{ id: 3 }], next_cursor: null, total: 3 } };
        },
      },
    });
    const api = await f.api();
    const call = (body: z.input<typeof probe.body>) => api.call(probe, body);
    const page = await fetchList(call, { color: 'red', sort: '-name' }, { all: true });
    expect(page).toEqual({ items: [{ id: 1 }, { id: 2 }, { id: 3 }], next_cursor: null, total: 3 });
    expect(calls.map((call) => call.body)).toEqual([
      { color: 'red', sort: '-name', limit: 100 },
      { color: 'red', sort: '-name', cursor: 'c2', limit: 100 },
    ]);
  });
});
