import { describe, expect, it } from 'vitest';
import { formatTable } from './table';

describe('formatTable', () => {
  it('aligns columns on a terminal, styling the header without skewing widths', () => {
    const text = formatTable(
      ['ID', 'NAME'],
      [
        ['t1', 'ci'],
        ['token-22', 'laptop'],
      ],
      true,
      (line) => `<${line}>`,
    );
    expect(text.split('\n')).toEqual(['<ID        NAME>', 't1        ci', 'token-22  laptop']);
  });

  it('prints tab-separated rows without a header when piped', () => {
    expect(formatTable(['ID', 'NAME'], [['t1', 'ci']], false)).toBe('t1\tci');
  });
});
