import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investorFocus } from '../src/features/startups/investors/investor-mapper';
import {
  activePitchesWithIndustries,
  amountOf,
} from '../src/features/startups/investors/investor-pitches.service';
import { investorProfiles } from '../src/features/startups/investors/investors.repository';
import { matchScore, rankByMatch } from '../src/features/startups/investors/match-score';
import { refreshPitchMatches } from '../src/features/startups/investors/pitch-matches.repository';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { call } from './support/http';
import { addStartup, makePerson, type Person } from './support/startups';

const STAGES = ['idea', 'pre_seed', 'seed', 'series_a', 'later'] as const;
const SECTORS = ['fintech', 'health', 'climate', 'education'];
const COUNTRIES = ['MX', 'US', 'CO', 'JP', null];

describe.each(testDialects())('active pitches ranked for an investor by the database (%s)', (dialect) => {
  let server: TestServer;
  let investor: Person;
  beforeAll(async () => {
    server = await startTestServer({ dialect, seedDemo: true });
    investor = await makePerson(server, [4], 'ranker');
    const founder = await makePerson(server, [3], 'many');
    const { db } = server.server.ctx;
    const stamp = new Date().toISOString();
    // 60 pitches with colliding names, scores and moments, some without an amount or a country,
    // written straight to the tables, then their match rows made as the services make them.
    const startupIds: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      const startupId = randomUUID();
      startupIds.push(startupId);
      const pitchId = randomUUID();
      await db
        .insertInto('startups')
        .values({
          id: startupId,
          slug: `rank-${i}`,
          name: ['Alpha', 'alpha', 'Beta', 'Ñandú', 'Zeta'][i % 5] ?? 'Alpha',
          one_liner: i % 7 === 0 ? 'Payments for farms' : 'Software',
          description: '',
          website: null,
          logo_path: null,
          logo_media_id: null,
          stage: STAGES[i % 5] ?? 'seed',
          country: COUNTRIES[i % 5] ?? null,
          founded_on: null,
          team_size: null,
          status: 'active',
          listed_on_fundraising: 0,
          owner_id: founder.id,
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
      await db
        .insertInto('startup_industries')
        .values({ startup_id: startupId, industry_slug: SECTORS[i % 4] ?? 'fintech' })
        .execute();
      await db
        .insertInto('pitches')
        .values({
          id: pitchId,
          startup_id: startupId,
          title: `Round ${i}`,
          audience: 'investors',
          status: 'active',
          created_by: founder.id,
          activated_at: i % 6 === 0 ? null : new Date(Date.parse(stamp) - (i % 4) * 60_000).toISOString(),
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
      if (i % 3 !== 0) {
        const amount = 50_000 * (1 + (i % 9));
        const currency = i % 4 === 0 ? 'MXN' : 'USD';
        await db
          .insertInto('pitch_fields')
          .values({
            id: randomUUID(),
            pitch_id: pitchId,
            kind: 'amount_raising',
            label: 'Raising',
            value_type: 'money',
            value: JSON.stringify({ type: 'money', amount, currency }),
            amount,
            currency,
            position: 0,
            image_path: null,
            image_media_id: null,
            created_at: stamp,
            updated_at: stamp,
          })
          .execute();
      }
    }
    await refreshPitchMatches(db, startupIds);
    const profile = (chequeMax: number) => ({
      profile: {
        firm: 'Ranker Fund',
        thesis: 'Tests.',
        stages: ['seed', 'idea'],
        sectors: ['fintech', 'climate'],
        geographies: ['MX', 'CO'],
        cheque_min: 50_000,
        cheque_max: chequeMax,
        currency: 'USD',
      },
    });
    const path = '/v1/api/ailab/investor/profile';
    expect((await call(server.url, path, profile(40_000), { token: investor.token })).status).toBe(400);
    expect((await call(server.url, path, profile(80_000), { token: investor.token })).status).toBe(200);
  });
  afterAll(() => server.close());

  /** Every page of the endpoint's answer. */
  async function all(body: Record<string, unknown>) {
    const items: { pitch_id: string; match: { score: number } }[] = [];
    let cursor: string | undefined;
    let total = -1;
    do {
      const page = await call(
        server.url,
        '/v1/api/ailab/investor/pitches',
        { ...body, limit: 7, ...(cursor ? { cursor } : {}) },
        { token: investor.token },
      );
      expect(page.status, page.text).toBe(200);
      items.push(...page.body.items);
      cursor = page.body.next_cursor ?? undefined;
      total = page.body.total;
    } while (cursor);
    expect(items).toHaveLength(total);
    return items;
  }

  it('orders, filters and pages exactly as ranking every pitch in code by the same rules', async () => {
    const ctx = server.server.ctx;
    const [profile] = await investorProfiles(ctx.db, investor.id);
    if (!profile) throw new Error('no profile');
    const focus = investorFocus(profile);
    const pitches = await activePitchesWithIndustries(ctx);
    const expected = (filter: (row: (typeof pitches)[number]) => boolean, sort?: string) => {
      const ranked = rankByMatch(
        pitches.filter(filter),
        (row) =>
          matchScore(
            {
              stage: row.stage,
              industries: row.industries,
              country: row.country,
              amountRaising: amountOf(row),
            },
            focus,
          ),
        (row) => `${row.startup_name}\u0000${row.pitch_id}`,
      );
      if (sort === 'activated_at' || sort === '-activated_at')
        ranked.sort((a, b) => (a.candidate.activated_at ?? '').localeCompare(b.candidate.activated_at ?? ''));
      if (sort === '-score' || sort === 'activated_at') ranked.reverse();
      return ranked.map((item) => [item.candidate.pitch_id, item.match.score]);
    };
    const got = (items: { pitch_id: string; match: { score: number } }[]) =>
      items.map((item) => [item.pitch_id, item.match.score]);
    for (const sort of [undefined, 'score', '-score', 'activated_at', '-activated_at'])
      expect(got(await all(sort ? { sort } : {})), String(sort)).toEqual(expected(() => true, sort));
    expect(got(await all({ stage: 'seed' }))).toEqual(expected((row) => row.stage === 'seed'));
    expect(got(await all({ sector: 'climate' }))).toEqual(
      expected((row) => row.industries.includes('climate')),
    );
    expect(got(await all({ query: 'farms' }))).toEqual(
      expected((row) => `${row.startup_name} ${row.title} ${row.one_liner}`.toLowerCase().includes('farms')),
    );
    const scores = new Set(got(await all({})).map(([, score]) => score));
    expect(scores.size).toBeGreaterThan(3);
  });

  it('pages by keyset cursors of its own sort only', async () => {
    const path = '/v1/api/ailab/investor/pitches';
    const first = await call(server.url, path, { limit: 5 }, { token: investor.token });
    const cursor = first.body.next_cursor;
    expect(cursor).toEqual(expect.any(String));
    const second = await call(server.url, path, { limit: 5, cursor }, { token: investor.token });
    expect(second.status).toBe(200);
    expect(second.body.total).toBe(first.body.total);
    const firstIds = first.body.items.map((item: { pitch_id: string }) => item.pitch_id);
    for (const item of second.body.items) expect(firstIds).not.toContain(item.pitch_id);
    for (const body of [
      { limit: 5, cursor, sort: '-score' },
      {
        limit: 5,
        cursor: Buffer.from(JSON.stringify({ s: 'investor.pitches:', v: [5] })).toString('base64url'),
      },
    ]) {
      const foreign = await call(server.url, path, body, { token: investor.token });
      expect(foreign.status, JSON.stringify(body)).toBe(400);
      expect(foreign.body.error.code).toBe('INVALID_CURSOR');
    }
  });
  it('keeps each pitch’s match facts current through the founders’ changes, in their transactions', async () => {
    const founder = await makePerson(server, [3], 'facts');
    const word = `zq${randomUUID().slice(0, 6)}`;
    const startup = await addStartup(server, founder, {
      name: `Facts ${word}`,
      stage: 'series_a',
      industries: ['health'],
      country: 'US',
    });
    const as = { token: founder.token };
    const pitchId = (
      await call(
        server.url,
        '/v1/api/ailab/startup_pitch/add',
        { startup_id: startup.id, title: 'Round' },
        as,
      )
    ).body.id;
    const field = await call(
      server.url,
      '/v1/api/pitch_field/create',
      {
        pitch_id: pitchId,
        kind: 'amount_raising',
        label: 'Raising',
        value: { type: 'money', amount: 5_000_000, currency: 'USD' },
      },
      as,
    );
    expect(field.status, field.text).toBe(200);
    /**
     * The pitch as the investor's ranking answers it (the database filters and orders by its match
     * row; the page's reasons are explained in code): its score and the codes of its reasons.
     */
    const mine = async (filters: Record<string, string> = {}) =>
      (await all({ query: word, ...filters })).map((item) => {
        const { match } = item as unknown as { match: { score: number; reasons: { code: string }[] } };
        return [match.score, match.reasons.map((reason) => reason.code)];
      });
    expect(await mine()).toEqual([]); // a draft is not ranked
    const status = (value: string) =>
      call(server.url, '/v1/api/ailab/startup_pitch/status', { id: pitchId, status: value }, as);
    expect((await status('active')).status).toBe(200);
    expect(await mine()).toEqual([
      [0, ['stage_outside', 'no_sector_overlap', 'cheque_too_small', 'geography_out']],
    ]);
    const update = await call(
      server.url,
      '/v1/api/user_business/update',
      { id: startup.id, stage: 'seed', industries: ['climate', 'health'], country: 'CO' },
      as,
    );
    expect(update.status, update.text).toBe(200);
    const stillMatch = [[75, ['stage_in_focus', 'sectors_overlap', 'cheque_too_small', 'geography_in']]];
    expect(await mine({ stage: 'seed', sector: 'climate' })).toEqual(stillMatch);
    expect(await mine({ stage: 'series_a' })).toEqual([]);
    const edit = await call(
      server.url,
      '/v1/api/pitch_field/update',
      { id: field.body.id, value: { type: 'money', amount: 400_000, currency: 'USD' } },
      as,
    );
    expect(edit.status, edit.text).toBe(200);
    expect(await mine()).toEqual([
      [100, ['stage_in_focus', 'sectors_overlap', 'cheque_fits', 'geography_in']],
    ]);
    expect((await status('closed')).status).toBe(200);
    expect(await mine()).toEqual([]);
    expect((await status('active')).status).toBe(200);
    const manage = (action: string) =>
      call(server.url, '/v1/api/user_business/manage', { action, id: startup.id }, as);
    expect((await manage('archive')).status).toBe(200);
    expect(await mine()).toEqual([]);
    expect((await manage('restore')).status).toBe(200);
    expect(await mine()).toHaveLength(1);
    const remove = await call(
      server.url,
      '/v1/api/pitch_field/manage',
      { action: 'delete', id: field.body.id },
      as,
    );
    expect(remove.status, remove.text).toBe(200);
    expect((await mine())[0]).toEqual([
      75,
      ['stage_in_focus', 'sectors_overlap', 'amount_unknown', 'geography_in'],
    ]);
  });
});
