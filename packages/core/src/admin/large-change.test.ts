import { describe, expect, it } from 'vitest';
import { isLargeChange } from './large-change';

describe('isLargeChange', () => {
  it('is large only above a fifth of the existing users', () => {
    expect(isLargeChange({ updated: 20 }, 100)).toBe(false);
    expect(isLargeChange({ updated: 21 }, 100)).toBe(true);
    expect(isLargeChange({ updated: 0 }, 0)).toBe(false);
    expect(isLargeChange({ updated: 1 }, 3)).toBe(true);
  });
});
