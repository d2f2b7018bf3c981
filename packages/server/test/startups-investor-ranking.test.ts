import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investorFocus } from '../src/features/startups/investors/investor-mapper';
import {
  type InvestorProfileRow,
  investorProfiles,
} from '../src/features/startups/investors/investors.repository';
import { matchScore, type PitchFacts, rankByMatch } from '../src/features/startups/investors/match-score';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { call } from './support/http';
import { addStartup, makePerson, type Person } from './support/startups';

const FIRMS = ['Alpha', 'alpha', 'Beta', 'Ñandú', 'Zeta Capital'];
const STAGES = [['seed'], ['seed', 'idea'], ['series_a'], [], ['later', 'pre_seed']];
const SECTORS = [['fintech'], ['health', 'fintech'], ['climate'], []];
const PLACES = [['MX'], ['global'], ['US', 'CO'], [], ['mx']];

const codeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe.each(testDialects())('investors ranked for a pitch by the database (%s)', (dialect) => {
  let server: TestServer;
  let founder: Person;
  let pitchId = '';
  let facts: PitchFacts;

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    founder = await makePerson(server, [3], 'rankfounder');
    const startup = await addStartup(server, founder, {
      stage: 'seed',
      industries: ['fintech'],
      country: 'MX',
    });
    const pitch = await call(
      server.url,
      '/v1/api/ailab/startup_pitch/add',
      { startup_id: startup.id, title: 'Ranked' },
      { token: founder.token },
    );
    pitchId = pitch.body.id;
    const { db } = server.server.ctx;
    const stamp = new Date().toISOString();
    await db
      .insertInto('pitch_fields')
      .values({
        id: randomUUID(),
        pitch_id: pitchId,
        kind: 'amount_raising',
        label: 'Raising',
        value_type: 'money',
        value: JSON.stringify({ type: 'money', amount: 250_000.5, currency: 'USD' }),
        amount: 250_000.5,
        currency: 'USD',
        position: 0,
        image_path: null,
        image_media_id: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    facts = {
      stage: 'seed',
      industries: ['fintech'],
      country: 'MX',
      amountRaising: { amount: 250_000.5, currency: 'USD' },
    };
    // 30 investors with colliding firms and scores, cheques around the amount, two currencies.
    for (let i = 0; i < 30; i += 1) {
      const person = await makePerson(server, [4], `rankvc${i}`);
      await db
        .insertInto('investor_profiles')
        .values({
          user_id: person.id,
          firm: FIRMS[i % FIRMS.length] ?? 'Alpha',
          thesis: 'Tests.',
          stages: JSON.stringify(STAGES[i % STAGES.length]),
          sectors: JSON.stringify(SECTORS[i % SECTORS.length]),
          geographies: JSON.stringify(PLACES[i % PLACES.length]),
          portfolio_links: '[]',
          cheque_min: [10_000, 250_001, 25_000][i % 3] ?? 10_000,
          cheque_max: [25_000, 400_000, 25_000.05][i % 3] ?? 25_000,
          currency: i % 7 === 0 ? 'MXN' : 'USD',
          open_to_intros: 1,
          count_views: 1,
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
    }
  });
  afterAll(() => server.close());

  /** Every page of the endpoint's answer. */
  async function all(body: Record<string, unknown>) {
    const items: { user_id: string; match: { score: number; reasons: unknown[] } | null }[] = [];
    let cursor: string | undefined;
    let total = -1;
    do {
      const page = await call(
        server.url,
        '/v1/api/ailab/investor_list',
        { ...body, limit: 4, ...(cursor ? { cursor } : {}) },
        { token: founder.token },
      );
      expect(page.status, page.text).toBe(200);
      items.push(...page.body.items);
      cursor = page.body.next_cursor ?? undefined;
      total = page.body.total;
    } while (cursor);
    expect(items).toHaveLength(total);
    return items;
  }

  it('orders, filters and pages exactly as ranking every investor in code by the same rules', async () => {
    const rows = await investorProfiles(server.server.ctx.db);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    const expected = (keep: (row: InvestorProfileRow) => boolean, sort?: string) => {
      const kept = rows.filter(keep);
      if (sort === 'firm' || sort === '-firm') {
        const byFirm = [...kept].sort((a, b) => codeUnits(a.firm, b.firm) || codeUnits(a.user_id, b.user_id));
        return (sort === '-firm' ? byFirm.reverse() : byFirm).map((row) => row.user_id);
      }
      const ranked = rankByMatch(
        kept,
        (row) => matchScore(facts, investorFocus(row)),
        (row) => `${row.firm}\u0000${row.user_id}`,
      );
      return (sort === '-score' ? ranked.reverse() : ranked).map((entry) => entry.candidate.user_id);
    };
    const ids = (items: { user_id: string }[]) => items.map((item) => item.user_id);
    for (const sort of [undefined, 'score', '-score', 'firm', '-firm']) {
      const got = await all({ for_pitch: pitchId, ...(sort ? { sort } : {}) });
      expect(ids(got), String(sort)).toEqual(expected(() => true, sort));
    }
    const got = await all({ for_pitch: pitchId });
    const scores = new Map(rows.map((row) => [row.user_id, matchScore(facts, investorFocus(row))]));
    for (const item of got) expect(item.match).toEqual(scores.get(item.user_id));
    expect(new Set(got.map((item) => item.match?.score)).size).toBeGreaterThan(3);
    const focus = (row: InvestorProfileRow) => investorFocus(row);
    expect(ids(await all({ for_pitch: pitchId, stage: 'seed' }))).toEqual(
      expected((row) => focus(row).stages.includes('seed')),
    );
    expect(ids(await all({ for_pitch: pitchId, sector: 'fintech' }))).toEqual(
      expected((row) => focus(row).sectors.includes('fintech')),
    );
    expect(ids(await all({ for_pitch: pitchId, geography: 'MX' }))).toEqual(
      expected((row) => focus(row).geographies.includes('MX')),
    );
    expect(ids(await all({ for_pitch: pitchId, query: 'ÑANDÚ' }))).toEqual(
      expected((row) => row.firm.toLowerCase().includes('ñandú')),
    );
    expect(ids(await all({ sort: 'firm' }))).toEqual(expected(() => true, 'firm'));
    const foreign = await call(
      server.url,
      '/v1/api/ailab/investor_list',
      { for_pitch: pitchId, cursor: 'eyJzIjoib3RoZXIiLCJ2IjpbMV19' },
      { token: founder.token },
    );
    expect(foreign.status).toBe(400);
  });
});
