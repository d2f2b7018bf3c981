import { describe, expect, it } from 'vitest';
import { hasNoActiveReviewer } from './active-reviewers';

const reviewer = (active: boolean) => ({ id: 'r', name: 'R', approved: false, active });

describe('hasNoActiveReviewer', () => {
  it('is true only in review when every assigned reviewer is inactive', () => {
    expect(hasNoActiveReviewer({ state: 'in_review', reviewers: [reviewer(false)] })).toBe(true);
    expect(hasNoActiveReviewer({ state: 'in_review', reviewers: [reviewer(false), reviewer(true)] })).toBe(
      false,
    );
    expect(hasNoActiveReviewer({ state: 'in_review', reviewers: [] })).toBe(false);
    expect(hasNoActiveReviewer({ state: 'draft', reviewers: [reviewer(false)] })).toBe(false);
  });
});
