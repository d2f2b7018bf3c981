import { describe, expect, it } from 'vitest';
import { reportMarkdown, sectionKeyFor, sectionsFromMarkdown } from './report-markdown';

describe('report Markdown', () => {
  it('splits a body at its level-two headings and reads the sources list', () => {
    const parsed = sectionsFromMarkdown(
      [
        '# Ignored title',
        'The lead.',
        '',
        '## Findings',
        'One **finding**.',
        '',
        '## Findings',
        'Another.',
        '## Sources',
        '- [EU AI Act](https://eur-lex.europa.eu/eli/reg/2024/1689/oj)',
        '- not a link',
      ].join('\n'),
    );
    expect(parsed.lead).toBe('The lead.');
    expect(parsed.sections).toEqual([
      { key: 'findings', title: 'Findings', body: 'One **finding**.' },
      { key: 'findings-2', title: 'Findings', body: 'Another.' },
    ]);
    expect(parsed.sources).toEqual([
      { title: 'EU AI Act', url: 'https://eur-lex.europa.eu/eli/reg/2024/1689/oj' },
    ]);
  });

  it('writes what it reads back to the same sections', () => {
    const content = {
      title: 'T',
      summary: 'S',
      sections: [{ key: 'a', title: 'A', body: 'x' }],
      sources: [{ title: 'Src', url: 'https://example.org' }],
    };
    const again = sectionsFromMarkdown(reportMarkdown(content));
    expect(again.sections).toEqual([{ key: 'a', title: 'A', body: 'x' }]);
    expect(again.sources).toEqual(content.sources);
    expect(sectionKeyFor('Señales & tendencias', [])).toBe('senales-tendencias');
  });
});
