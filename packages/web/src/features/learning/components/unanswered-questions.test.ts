import { describe, expect, it } from 'vitest';
import { unansweredCount } from './unanswered-questions';

describe('unansweredCount', () => {
  it('counts questions without a chosen option or typed text', () => {
    expect(unansweredCount(['a', 'b', 'c'], {})).toBe(3);
    expect(
      unansweredCount(['a', 'b', 'c'], {
        a: { question_id: 'a', option_ids: ['x'], text: '' },
        b: { question_id: 'b', option_ids: [], text: '   ' },
        c: { question_id: 'c', option_ids: [], text: 'baseline' },
      }),
    ).toBe(1);
  });
});
