import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchScore } from '../src/features/startups/investors/match-score';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { call } from './support/http';
import { addStartup, makePerson, type Person } from './support/startups';

const P = '/v1/api/ailab/startup_pitch';
const I = '/v1/api/ailab/investor';

describe('the explained match score', () => {
  const pitch = {
    stage: 'seed',
    industries: ['fintech', 'health'],
    country: 'MX',
    amountRaising: { amount: 800_000, currency: 'USD' },
  };
  it('adds stage, sector, cheque and geography, each with a reason', () => {
    const match = matchScore(pitch, {
      stages: ['seed'],
      sectors: ['fintech'],
      geographies: ['MX'],
      chequeMin: 100_000,
      chequeMax: 500_000,
      currency: 'USD',
    });
    expect(match.score).toBe(100);
    expect(match.reasons.map((reason) => [reason.criterion, reason.code])).toEqual([
      ['stage', 'stage_in_focus'],
      ['sector', 'sectors_overlap'],
      ['cheque', 'cheque_fits'],
      ['geography', 'geography_in'],
    ]);
    expect(match.reasons[1]?.values).toEqual(['fintech']);
  });
  it('says what did not match', () => {
    const match = matchScore(pitch, {
      stages: ['series_a'],
      sectors: ['climate'],
      geographies: ['JP'],
      chequeMin: 1_000_000,
      chequeMax: 5_000_000,
      currency: 'USD',
    });
    expect(match.score).toBe(0);
    expect(match.reasons.map((reason) => reason.code)).toEqual([
      'stage_outside',
      'no_sector_overlap',
      'cheque_too_large',
      'geography_out',
    ]);
    const euro = matchScore(pitch, {
      stages: ['seed'],
      sectors: [],
      geographies: ['global'],
      chequeMin: 0,
      chequeMax: 1e6,
      currency: 'EUR',
    });
    expect(euro.reasons[2]?.code).toBe('currency_differs');
    expect(euro.score).toBe(45);
  });
});

describe.each(testDialects())('investors, interest and intros (%s)', (dialect) => {
  let server: TestServer;
  let founder: Person;
  let teammate: Person;
  let rival: Person;
  let vc: Person;
  let other: Person;
  let pitchId = '';
  beforeAll(async () => {
    server = await startTestServer({ dialect, seedDemo: false });
    founder = await makePerson(server, [3], 'founder');
    teammate = await makePerson(server, [3], 'mate');
    rival = await makePerson(server, [3], 'rival');
    vc = await makePerson(server, [4], 'vc');
    other = await makePerson(server, [4], 'angel');
    const startup = await addStartup(server, founder, {
      name: 'Match Co',
      stage: 'seed',
      industries: ['fintech'],
      country: 'MX',
      listed_on_fundraising: true,
    });
    await server.server.ctx.db
      .insertInto('startup_members')
      .values({
        startup_id: startup.id,
        user_id: teammate.id,
        role: 'member',
        joined_at: new Date().toISOString(),
      })
      .execute();
    pitchId = (
      await call(server.url, `${P}/add`, { startup_id: startup.id, title: 'Seed' }, { token: founder.token })
    ).body.id;
    await call(
      server.url,
      '/v1/api/pitch_field/create',
      {
        pitch_id: pitchId,
        kind: 'amount_raising',
        label: 'Raising',
        value: { type: 'money', amount: 600000, currency: 'USD' },
      },
      { token: founder.token },
    );
    const profile = (firm: string, stages: string[], sectors: string[]) => ({
      profile: {
        firm,
        thesis: 'We back **founders**.',
        stages,
        sectors,
        geographies: ['MX', 'US'],
        cheque_min: 100000,
        cheque_max: 300000,
        currency: 'USD',
      },
    });
    expect(
      (
        await call(server.url, `${I}/profile`, profile('Seed Fund', ['seed'], ['fintech']), {
          token: vc.token,
        })
      ).status,
    ).toBe(200);
    await call(server.url, `${I}/profile`, profile('Late Capital', ['series_a'], ['climate']), {
      token: other.token,
    });
  });
  afterAll(() => server.close());

  it('ranks investors for a founder’s pitch with reasons, and only for the founder’s own pitches', async () => {
    const list = await call(
      server.url,
      '/v1/api/ailab/investor_list',
      { for_pitch: pitchId },
      { token: founder.token },
    );
    expect(list.body.items.map((item: { firm: string }) => item.firm)).toEqual(['Seed Fund', 'Late Capital']);
    expect(list.body.items[0].match.score).toBe(100);
    expect(
      list.body.items[1].match.reasons
        .filter((r: { matched: boolean }) => !r.matched)
        .map((r: { criterion: string }) => r.criterion),
    ).toEqual(['stage', 'sector']);
    expect(
      (await call(server.url, '/v1/api/ailab/investor_list', { for_pitch: pitchId }, { token: rival.token }))
        .status,
    ).toBe(404);
    const filtered = await call(
      server.url,
      '/v1/api/ailab/investor_list',
      { stage: 'series_a' },
      { token: vc.token },
    );
    expect(filtered.body.items.map((item: { firm: string }) => item.firm)).toEqual(['Late Capital']);
    expect(JSON.stringify(filtered.body)).not.toContain(other.email);
  });

  it('shows investors active pitches only, ranked, and shares contacts only after both agree', async () => {
    expect((await call(server.url, `${I}/pitch`, { id: pitchId }, { token: vc.token })).status).toBe(404);
    expect((await call(server.url, `${I}/pitches`, {}, { token: vc.token })).body.items).toEqual([]);
    expect((await call(server.url, '/v2/api/open/fundraising/listing', {})).body.items).toEqual([]);
    await call(server.url, `${P}/status`, { id: pitchId, status: 'active' }, { token: founder.token });
    const ranked = await call(server.url, `${I}/pitches`, {}, { token: vc.token });
    expect(ranked.body.items[0]).toMatchObject({ pitch_id: pitchId, match: { score: 100 } });
    expect(
      (await call(server.url, `${I}/pitch`, { id: pitchId }, { token: vc.token })).body.sections,
    ).toHaveLength(8);
    const publicList = await call(server.url, '/v2/api/open/fundraising/listing', {});
    expect(publicList.body.items[0]).toMatchObject({
      name: 'Match Co',
      amount_raising: { amount: 600000, currency: 'USD' },
    });

    const asked = await call(
      server.url,
      `${I}/interest`,
      { pitch_id: pitchId, signal: 'intro_requested' },
      { token: vc.token },
    );
    expect(asked.body.intro).toBeNull();
    await call(
      server.url,
      `${I}/pipeline`,
      { update: { pitch_id: pitchId, stage: 'meeting', notes: 'Strong team; check churn.' } },
      { token: vc.token },
    );
    await call(server.url, `${I}/interest`, { pitch_id: pitchId, signal: 'passed' }, { token: other.token });

    const seen = await call(server.url, `${P}/interests`, { pitch_id: pitchId }, { token: teammate.token });
    expect(seen.body.items).toHaveLength(1);
    expect(seen.body.items[0]).toMatchObject({ firm: 'Seed Fund', signal: 'intro_requested', intro: null });
    // Private notes and pipeline stages never reach the founders.
    expect(seen.text).not.toContain('churn');
    expect(seen.text).not.toContain('meeting');
    expect(
      (await call(server.url, `${P}/interests`, { pitch_id: pitchId }, { token: rival.token })).status,
    ).toBe(404);
    const memberAgrees = await call(
      server.url,
      `${P}/interests`,
      { pitch_id: pitchId, agree_intro: seen.body.items[0].interest_id },
      { token: teammate.token },
    );
    expect(memberAgrees.status).toBe(403);

    const agreed = await call(
      server.url,
      `${P}/interests`,
      { pitch_id: pitchId, agree_intro: seen.body.items[0].interest_id },
      { token: founder.token },
    );
    expect(agreed.body.items[0].intro).toEqual({ name: 'vc Tester', email: vc.email });
    const mine = await call(server.url, `${I}/pipeline`, {}, { token: vc.token });
    expect(mine.body.items[0]).toMatchObject({
      stage: 'meeting',
      notes: 'Strong team; check churn.',
      intro: { email: founder.email },
    });
    expect((await server.readOutbox(vc.email)).some((mail) => mail.text.includes(founder.email))).toBe(true);
    expect((await server.readOutbox(founder.email)).some((mail) => mail.text.includes(vc.email))).toBe(true);
    // The other investor's pipeline holds only their own.
    const theirs = await call(server.url, `${I}/pipeline`, {}, { token: other.token });
    expect(theirs.text).not.toContain('churn');
  });
});
