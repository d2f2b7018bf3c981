import { describe, expect, it } from 'vitest';
import { parseRetryAfter, type RetryPolicy, retryDelayMs } from './retry-policy';

const POLICY: RetryPolicy = { attempts: 5, baseDelayMs: 100, maxDelayMs: 1000, maxRetryAfterMs: 5000 };

describe('retry policy', () => {
  it('backs off exponentially with jitter between half and all of the step, capped', () => {
    expect(retryDelayMs(POLICY, 1, undefined, () => 0)).toBe(50);
    expect(retryDelayMs(POLICY, 1, undefined, () => 1)).toBe(100);
    expect(retryDelayMs(POLICY, 3, undefined, () => 0.5)).toBe(300);
    expect(retryDelayMs(POLICY, 10, undefined, () => 1)).toBe(1000);
  });

  it('honours Retry-After up to the policy, and gives up beyond it', () => {
    expect(retryDelayMs(POLICY, 1, 2)).toBe(2000);
    expect(retryDelayMs(POLICY, 1, 60)).toBeUndefined();
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Thu, 26 Nov 2026 10:01:00 GMT', now)).toBe(60);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
  });
});
