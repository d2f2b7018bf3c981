import { describe, expect, it } from 'vitest';
import { pitchSectionsFromMarkdown, pitchSectionsToMarkdown } from './pitch-markdown';

const sections = [
  { id: 's1', kind: 'problem', title: 'Problem', body: 'Payments fail.\n\n## Not a section\n\n- one\n- two' },
  { id: 's2', kind: 'custom', title: 'Team', body: '' },
  { kind: 'ask', title: 'The ask', body: 'USD 1M.' },
];

describe('pitch sections as Markdown', () => {
  it('round-trips ids, kinds, titles and bodies, even a body with its own ## line', () => {
    const markdown = pitchSectionsToMarkdown(sections);
    expect(markdown).toContain('<!-- section id=s1 kind=problem -->\n## Problem\n');
    expect(pitchSectionsFromMarkdown(markdown)).toEqual(sections);
    expect(pitchSectionsFromMarkdown(`intro text\n\n${markdown}`)).toEqual(sections);
    expect(pitchSectionsToMarkdown(pitchSectionsFromMarkdown(markdown))).toBe(markdown);
  });

  it('splits a hand-written file without markers at its ## headings, as custom sections', () => {
    expect(pitchSectionsFromMarkdown('Lead.\n\n## Why now\nBecause.\r\n## Ask ##\n\nMoney.\n')).toEqual([
      { kind: 'custom', title: 'Why now', body: 'Because.' },
      { kind: 'custom', title: 'Ask', body: 'Money.' },
    ]);
  });

  it('reads a marker without an id as a new section, and without a kind as custom', () => {
    expect(pitchSectionsFromMarkdown('<!-- section -->\n## New one\ntext')).toEqual([
      { kind: 'custom', title: 'New one', body: 'text' },
    ]);
  });
});
