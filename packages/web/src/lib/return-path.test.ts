import { describe, expect, it } from 'vitest';
import { loginHref, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps same-origin relative paths with their query', () => {
    expect(safeReturnPath('/ailab/news')).toBe('/ailab/news');
    expect(safeReturnPath('/admin/user-management?q=ana&role=1')).toBe('/admin/user-management?q=ana&role=1');
  });

  it('refuses every way off-site and the sign-in pages (no open redirect)', () => {
    for (const value of [
      'https://evil.example/ailab',
      '//evil.example/ailab',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      ' /ailab/news',
      'ailab/news',
      '/login',
      '/login?next=/ailab',
      '/change-password',
      undefined,
      42,
    ])
      expect(String(safeReturnPath(value)), String(value)).not.toMatch(/evil|^\/login|^\/change-password/);
    expect(safeReturnPath('//evil.example')).toBeUndefined();
    expect(safeReturnPath('https://evil.example')).toBeUndefined();
    expect(safeReturnPath('/\\evil.example')).toBeUndefined();
  });

  it('builds the sign-in address that comes back', () => {
    expect(loginHref('/login', '/ailab/news', { expired: '1' })).toBe(
      '/login?expired=1&next=%2Failab%2Fnews',
    );
    expect(loginHref('/login', 'https://evil.example')).toBe('/login');
  });
});
