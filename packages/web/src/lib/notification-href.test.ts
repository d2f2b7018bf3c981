import { describe, expect, it } from 'vitest';
import { areaOfPath, notificationHref } from './notification-href';

describe('notificationHref', () => {
  it('opens area links in the reader’s area and keeps public paths', () => {
    expect(notificationHref('/ailab/my-education/mylearning/c1', 'admin')).toBe(
      '/admin/my-education/mylearning/c1',
    );
    expect(notificationHref('/ailab/dashboard', 'ailab')).toBe('/ailab/dashboard');
    expect(notificationHref('/events/ai-day', 'admin')).toBe('/events/ai-day');
  });

  it('drops what is not an app path', () => {
    expect(notificationHref(null, 'ailab')).toBeNull();
    expect(notificationHref('https://example.com', 'ailab')).toBeNull();
    expect(notificationHref('//example.com/x', 'ailab')).toBeNull();
  });

  it('tells the area from the path', () => {
    expect(areaOfPath('/admin/users')).toBe('admin');
    expect(areaOfPath('/administrator')).toBe('ailab');
    expect(areaOfPath('/ailab/news')).toBe('ailab');
  });
});
