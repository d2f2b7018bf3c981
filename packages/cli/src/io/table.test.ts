import { describe, expect, it } from 'vitest';
import { displayWidth, fitWidths, formatTable, truncateCell } from './table';

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

  it('cuts the widest columns with … to fit the terminal, keeping narrow ones whole (issue 24 item 15)', () => {
    const rows = [['t1', 'a very long description that would wrap the line', 'ok']];
    const text = formatTable(['ID', 'DESCRIPTION', 'STATE'], rows, 30);
    const lines = text.split('\n');
    expect(lines.every((line) => displayWidth(line) <= 30)).toBe(true);
    expect(lines[1]).toBe('t1  a very long descri…  ok');
    expect(formatTable(['ID', 'NAME'], [['t1', 'ci']], 80)).toBe(
      formatTable(['ID', 'NAME'], [['t1', 'ci']], true),
    );
    expect(fitWidths([10, 50, 40], 40)).toEqual([10, 13, 13]);
    expect(truncateCell('名前名前', 5)).toBe('名前…');
  });
});
