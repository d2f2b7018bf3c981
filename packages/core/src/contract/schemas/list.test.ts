import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LIST_DEFAULT_LIMIT, listRequest, listResponse, parseSortValue, sortValues } from './list';

const Request = listRequest({ role: z.number().int().optional() }, ['name', 'created_at']);

describe('listRequest', () => {
  it('accepts an empty body and fills the default limit', () => {
    expect(Request.parse({})).toEqual({ limit: LIST_DEFAULT_LIMIT });
  });

  it('accepts query, filters, every sort key in both directions, cursor and limit', () => {
    const parsed = Request.parse({
      query: '  ana ',
      role: 99,
      sort: '-created_at',
      cursor: 'abc',
      limit: 100,
    });
    expect(parsed).toEqual({ query: 'ana', role: 99, sort: '-created_at', cursor: 'abc', limit: 100 });
    for (const sort of ['name', '-name', 'created_at', '-created_at']) {
      expect(Request.safeParse({ sort }).success).toBe(true);
    }
  });

  it('turns a blank query into no query', () => {
    expect(Request.parse({ query: '   ' }).query).toBeUndefined();
  });

  it.each([
    [{ sort: 'password' }, 'sort'],
    [{ sort: '--name' }, 'sort'],
    [{ limit: 0 }, 'limit'],
    [{ limit: 101 }, 'limit'],
    [{ limit: 2.5 }, 'limit'],
    [{ query: 'x'.repeat(201) }, 'query'],
    [{ cursor: '' }, 'cursor'],
    [{ role: 'admin' }, 'role'],
  ])('rejects %j naming %s', (body, field) => {
    const result = Request.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('rejects unknown keys', () => {
    const result = Request.safeParse({ owner: 'me' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });
});

describe('listResponse', () => {
  const Response = listResponse(z.object({ id: z.string() }));

  it('parses a page and a last page', () => {
    expect(Response.parse({ items: [{ id: 'a' }], next_cursor: 'c', total: 3 }).total).toBe(3);
    expect(Response.parse({ items: [], next_cursor: null, total: 0 }).next_cursor).toBeNull();
  });

  it('rejects a page without total or with a malformed item', () => {
    expect(Response.safeParse({ items: [], next_cursor: null }).success).toBe(false);
    expect(Response.safeParse({ items: [{ id: 1 }], next_cursor: null, total: 1 }).success).toBe(false);
  });
});

describe('sort values', () => {
  it('lists each key ascending then descending', () => {
    expect(sortValues(['a', 'b'])).toEqual(['a', 'b', '-a', '-b']);
  });

  it('splits a value into key and direction', () => {
    expect(parseSortValue('name')).toEqual({ key: 'name', direction: 'asc' });
    expect(parseSortValue<'created_at'>('-created_at')).toEqual({ key: 'created_at', direction: 'desc' });
  });
});
