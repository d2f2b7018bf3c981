import { RESOURCES } from '@ailab/core/i18n/resources';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/translator';
import { DEFAULT_TIMEOUT_SECONDS, LONG_TIMEOUT_SECONDS, resolveTimeout } from './request-timeout';

const t = createTranslator('en-US', RESOURCES);

describe('resolveTimeout', () => {
  it('defaults to 30 s, and 300 s for long work, when nobody chose one', () => {
    const timeout = resolveTimeout(undefined, {}, {}, t);
    expect(timeout(false)).toBe(DEFAULT_TIMEOUT_SECONDS * 1000);
    expect(timeout(true)).toBe(LONG_TIMEOUT_SECONDS * 1000);
    expect(DEFAULT_TIMEOUT_SECONDS).toBe(30);
  });

  it('takes the flag, then AILAB_TIMEOUT, then the setting, for every request alike; 0 is no limit', () => {
    expect(resolveTimeout('5', { AILAB_TIMEOUT: '7' }, { timeout: 9 }, t)(true)).toBe(5000);
    expect(resolveTimeout(undefined, { AILAB_TIMEOUT: '7' }, { timeout: 9 }, t)(false)).toBe(7000);
    expect(resolveTimeout(undefined, {}, { timeout: 9 }, t)(true)).toBe(9000);
    expect(resolveTimeout('0', {}, {}, t)(false)).toBeUndefined();
    expect(() => resolveTimeout(undefined, { AILAB_TIMEOUT: '-1' }, {}, t)).toThrow(
      "'-1' is not a valid timeout",
    );
  });
});
