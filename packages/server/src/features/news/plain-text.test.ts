import { describe, expect, it } from 'vitest';
import { convertHtml, DEFAULT_CONVERSION_LIMITS, plainTextFromHtml } from './plain-text';

describe('plainTextFromHtml', () => {
  it('drops tags, scripts, styles and images, decodes entities and collapses whitespace', () => {
    expect(
      plainTextFromHtml(
        '<p>The <b>qu</b>illwort planner <script>alert("x")</script>checks &amp; <i>plans</i>.</p><p>Next</p>',
        200,
      ),
    ).toBe('The quillwort planner checks & plans. Next');
    expect(plainTextFromHtml('<div><style>p{}</style><p>Notes</p><img src="x.png"></div>', 200)).toBe(
      'Notes',
    );
    expect(plainTextFromHtml('<ul><li>one</li><li>two</li></ul>a<br>b', 200)).toBe('one two a b');
    expect(plainTextFromHtml('x < y and y > z', 200)).toBe('x < y and y > z');
    expect(plainTextFromHtml('Fish &amp; chips', 200)).toBe('Fish & chips');
    expect(plainTextFromHtml('plain text', 200)).toBe('plain text');
    expect(plainTextFromHtml('<p>abcdefghij</p>', 5)).toBe('abcd…');
    expect(plainTextFromHtml('a\uE000b\u0007c', 50)).toBe('a b c');
  });

  it('converts 100,000 nested elements within its bounds, keeping the text before the cut', () => {
    const nested = `<p>Lead paragraph.</p>${'<div>'.repeat(100_000)}deep text${'</div>'.repeat(100_000)}`;
    const converted = convertHtml(nested, 20_000);
    expect(converted.cut).toBe(true);
    expect(converted.elements).toBeLessThanOrEqual(DEFAULT_CONVERSION_LIMITS.maxDepth + 2);
    expect(plainTextFromHtml(nested, 20_000)).toBe('Lead paragraph.…');
  });

  it('stops after the element limit, and once the text is long enough', () => {
    const flat = '<span>w</span> '.repeat(100_000);
    const byElements = convertHtml(flat, 1_000_000);
    expect(byElements.cut).toBe(true);
    expect(byElements.elements).toBe(DEFAULT_CONVERSION_LIMITS.maxElements + 1);
    const long = convertHtml(`<p>${'word '.repeat(100_000)}</p>${'<b>x</b>'.repeat(10_000)}`, 100);
    expect(long.cut).toBe(false);
    expect(long.elements).toBe(1);
    expect(plainTextFromHtml(`<p>${'word '.repeat(200_000)}</p>`, 100)).toHaveLength(100);
  });

  it('converts unclosed and deeply nested inline tags without running out of stack', () => {
    expect(plainTextFromHtml(`${'<b>'.repeat(5000)}text`, 100)).toBe('');
    expect(plainTextFromHtml(`${'<b>'.repeat(200)}text`, 100)).toBe('text');
  });
});
