import { describe, expect, it } from 'vitest';
import { type CachedCaller, createCallerCache } from './caller-cache';

const caller = (id: string) => ({ user: { id }, token: { id: `t-${id}` } }) as unknown as CachedCaller;

describe('caller cache', () => {
  it('keeps nothing while off, and starts empty when turned on', () => {
    const cache = createCallerCache({ maxEntries: 10 });
    cache.store('a', caller('a'), cache.generation());
    expect(cache.find('a')).toBeUndefined();
    cache.setActive(true);
    cache.store('a', caller('a'), cache.generation());
    expect(cache.find('a')?.user.id).toBe('a');
    cache.setActive(false);
    expect(cache.find('a')).toBeUndefined();
    cache.setActive(true);
    expect(cache.find('a')).toBeUndefined();
  });

  it('refuses what a lookup read if the cache was emptied while it read', () => {
    const cache = createCallerCache({ maxEntries: 10 });
    cache.setActive(true);
    const started = cache.generation();
    cache.clear();
    cache.store('a', caller('a'), started);
    expect(cache.find('a')).toBeUndefined();
    cache.store('a', caller('a'), cache.generation());
    expect(cache.find('a')).toBeDefined();
  });

  it('forgets every caller on a change, and the oldest first when full', () => {
    const cache = createCallerCache({ maxEntries: 2 });
    cache.setActive(true);
    for (const id of ['a', 'b', 'c']) cache.store(id, caller(id), cache.generation());
    expect(cache.find('a')).toBeUndefined();
    expect(cache.find('b')).toBeDefined();
    expect(cache.find('c')).toBeDefined();
    cache.clear();
    expect(cache.find('b')).toBeUndefined();
    expect(cache.find('c')).toBeUndefined();
  });
});
