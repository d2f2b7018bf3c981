import { describe, expect, it } from 'vitest';
import { canEnterAdmin } from './can-enter-admin';

describe('canEnterAdmin', () => {
  it('admits administrators, applications reviewers and the admin area code', () => {
    expect(canEnterAdmin({ roles: [99], area_code: '' })).toBe(true);
    expect(canEnterAdmin({ roles: [98], area_code: '' })).toBe(true);
    expect(canEnterAdmin({ roles: [], area_code: '100' })).toBe(true);
  });

  it('turns everyone else away', () => {
    expect(canEnterAdmin({ roles: [1, 3, 4, 5, 6, 8, 10], area_code: '' })).toBe(false);
    expect(canEnterAdmin({ roles: [8], area_code: '10' })).toBe(false);
  });
});
