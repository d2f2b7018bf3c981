import { describe, expect, it } from 'vitest';
import { courseCoverLook } from './course-cover';

describe('courseCoverLook', () => {
  it('gives a course the same look every time, and different courses different looks', () => {
    expect(courseCoverLook('course-a')).toEqual(courseCoverLook('course-a'));
    const ids = Array.from({ length: 12 }, (_, i) => `9b1c${i}e2a-0000-4000-8000-00000000000${i}`);
    const looks = new Set(
      ids.map((id) => `${courseCoverLook(id).palette}|${courseCoverLook(id).Icon.displayName}`),
    );
    expect(looks.size).toBeGreaterThanOrEqual(6);
  });
});
