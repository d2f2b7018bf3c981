import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { call } from './support/http';
import { approvedItem, as, useResearchServer } from './support/research';

const OPEN = '/v2/api/open';
type Piece = { text: string; match: boolean };

describe.each(testDialects())('research search snippets (%s)', (dialect) => {
  const env = useResearchServer(dialect);

  it('answers highlighted pieces of plain text for a search, and no snippet without one', async () => {
    const { server, people, reviewerId } = env;
    const item = await approvedItem(server, people, reviewerId, {
      title: 'Axolotl logistics outlook',
      summary: 'Where cold chains go next.',
      sections: [
        {
          key: 'findings',
          title: 'Findings',
          body: 'Operators <script>alert(1)</script> report that **axolotl** routing cut spoilage by a third across regional depots.',
        },
      ],
    });
    const published = await as(server, people.author, '/v2/api/ailab/research/save-public', { id: item.id });
    expect(published.status).toBe(200);

    const found = await call(server.url, `${OPEN}/market-research/all`, { query: 'spoilage' });
    expect(found.status).toBe(200);
    expect(found.body.items).toHaveLength(1);
    const snippet: Piece[] = found.body.items[0].snippet;
    expect(snippet.filter((piece) => piece.match).map((piece) => piece.text.toLowerCase())).toEqual([
      'spoilage',
    ]);
    const whole = snippet.map((piece) => piece.text).join('');
    expect(whole).toContain('routing cut');
    // The markers are gone; the author's markup is only text in a piece, never a highlight tag of ours.
    expect(whole).not.toMatch(/[\uE000-\uF8FF]/);
    expect(whole).not.toContain('<mark');

    const prefix = await call(server.url, `${OPEN}/market-research/all`, { query: 'axolo*' });
    const marked = (prefix.body.items[0].snippet as Piece[]).filter((piece) => piece.match);
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.every((piece) => piece.text.toLowerCase().startsWith('axolo'))).toBe(true);

    const plain = await call(server.url, `${OPEN}/market-research/all`, { tag: 'fraud' });
    expect(plain.body.items.length).toBeGreaterThan(0);
    expect(plain.body.items.every((card: { snippet: unknown }) => card.snippet === null)).toBe(true);
  });
});
