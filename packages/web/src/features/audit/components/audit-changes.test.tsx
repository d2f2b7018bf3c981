import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-changes';

describe('the changes of an audit entry', () => {
  it('lists the fields whose values differ, for objects', () => {
    expect(changedFields({ a: 1, b: [1], c: 'x' }, { a: 1, b: [1, 2], d: true })).toEqual([
      { key: 'b', before: [1], after: [1, 2] },
      { key: 'c', before: 'x', after: undefined },
      { key: 'd', before: undefined, after: true },
    ]);
    expect(changedFields(null, { id: 'u1' })).toEqual([{ key: 'id', before: undefined, after: 'u1' }]);
  });

  it('treats a single value (a setting, a list) as one change, and equal values as none', () => {
    expect(changedFields('AI Lab', 'AI Lab Audited')).toEqual([
      { key: 'value', before: 'AI Lab', after: 'AI Lab Audited' },
    ]);
    expect(changedFields([1, 8], [1, 8])).toEqual([]);
    expect(changedFields(null, null)).toEqual([]);
  });
});
