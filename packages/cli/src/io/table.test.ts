import { describe, expect, it } from 'vitest';
import { displayWidth, formatTable } from './table';

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

  it('counts Japanese characters as two columns', () => {
    expect(displayWidth('名前')).toBe(4);
    const text = formatTable(['ID', '名前'], [['t1', 'ci']], true);
    expect(text.split('\n')).toEqual(['ID  名前', 't1  ci']);
    expect(formatTable(['名前', 'ID'], [['ci', 't1']], true).split('\n')).toEqual(['名前  ID', 'ci    t1']);
  });

  it('prints tab-separated rows without a header when piped', () => {
    expect(formatTable(['ID', 'NAME'], [['t1', 'ci']], false)).toBe('t1\tci');
  });
});
