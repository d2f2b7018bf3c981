import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv-writer';

describe('csvCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['=1,2', `"'=1,2"`],
  ])('neutralises a cell beginning like a formula: %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves ordinary cells as they are and quotes per RFC 4180', () => {
    expect(csvCell('Ana')).toBe('Ana');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('Ríos, "Ana"')).toBe('"Ríos, ""Ana"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(false)).toBe('false');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends', () => {
    expect(toCsv(['a', 'b'], [['1', '=2']])).toBe("a,b\r\n1,'=2\r\n");
  });
});

describe('toCsv options', () => {
  it('writes LF line ends on request and keeps formulas only when asked', () => {
    expect(toCsv(['a'], [['=1']], { lineEnd: '\n' })).toBe("a\n'=1\n");
    expect(toCsv(['a'], [['=1']], { formulas: 'keep' })).toBe('a\r\n=1\r\n');
  });
});
