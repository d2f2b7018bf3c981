import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { call } from './support/http';
import { addStartup, invitationToken, makePerson, type Person } from './support/startups';

const P = '/v1/api/ailab/startup_pitch';
const VIEW = '/v2/api/open/pitch_share/view';
const HOUR = 60 * 60 * 1000;

describe.each(testDialects())('share link view notices to founders (%s)', (dialect) => {
  let server: TestServer;
  let owner: Person;
  let teammate: Person;
  let pitchId = '';
  let token = '';

  async function at<T>(when: Date, body: () => Promise<T>): Promise<T> {
    const ctx = server.server.ctx;
    const real = ctx.now;
    ctx.now = () => when;
    try {
      return await body();
    } finally {
      ctx.now = real;
    }
  }

  /** The view notices each founder holds, by email. */
  async function notices(): Promise<Record<string, number>> {
    const rows = await server.server.ctx.db
      .selectFrom('notifications')
      .innerJoin('users', 'users.id', 'notifications.user_id')
      .select(['users.email', 'notifications.params', 'notifications.link'])
      .where('notifications.kind', '=', 'pitch.share.viewed')
      .execute();
    for (const row of rows) {
      expect(row.link).toBe(`/ailab/startups/pitch-manager?pitch=${pitchId}`);
      expect(JSON.parse(row.params)).toMatchObject({ pitch: 'Seed deck', link: 'Ana at Seed Fund' });
    }
    const counts: Record<string, number> = {};
    for (const row of rows) counts[row.email] = (counts[row.email] ?? 0) + 1;
    return counts;
  }

  const view = (email: string | undefined, as?: string) =>
    call(server.url, VIEW, email ? { token, email } : { token }, as ? { token: as } : {});

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    owner = await makePerson(server, [3], 'notice-owner');
    teammate = await makePerson(server, [8], 'notice-mate');
    const startup = await addStartup(server, owner, { name: 'Notice Co' });
    await call(
      server.url,
      '/v1/api/user_business/invite',
      { startup_id: startup.id, email: teammate.email },
      { token: owner.token },
    );
    await call(
      server.url,
      '/v1/api/user_business/invitation/accept',
      { token: await invitationToken(server, teammate.email) },
      { token: teammate.token },
    );
    pitchId = (
      await call(
        server.url,
        `${P}/add`,
        { startup_id: startup.id, title: 'Seed deck' },
        { token: owner.token },
      )
    ).body.id;
    await call(server.url, `${P}/status`, { id: pitchId, status: 'active' }, { token: owner.token });
    const created = await call(
      server.url,
      `${P}/share`,
      { pitch_id: pitchId, label: 'Ana at Seed Fund', email_gate: true },
      { token: owner.token },
    );
    expect(created.status).toBe(200);
    token = created.body.token;
  });
  afterAll(() => server.close());

  it('tells every member once when a new viewer opens the link, at most once an hour, never for the team', async () => {
    const start = new Date(Date.now() + HOUR);
    await at(start, async () => {
      // The gate's first answer (names only) and the team's own preview are no viewer.
      expect((await view(undefined)).status).toBe(200);
      expect((await view('owner@preview.example', owner.token)).status).toBe(200);
      expect(await notices()).toEqual({});
      expect((await view('ana@seedfund.example')).status).toBe(200);
    });
    expect(await notices()).toEqual({ [owner.email]: 1, [teammate.email]: 1 });
    // The same viewer again, and a second new viewer within the hour: nothing more.
    await at(new Date(start.getTime() + 5 * 60_000), async () => {
      await view('ana@seedfund.example');
      await view('bo@other.example');
    });
    expect(await notices()).toEqual({ [owner.email]: 1, [teammate.email]: 1 });
    // After the hour: a returning viewer says nothing; a new one does.
    await at(new Date(start.getTime() + HOUR + 60_000), async () => {
      await view('ana@seedfund.example');
      expect(await notices()).toEqual({ [owner.email]: 1, [teammate.email]: 1 });
      await view('cy@third.example');
    });
    expect(await notices()).toEqual({ [owner.email]: 2, [teammate.email]: 2 });
    // Parallel new viewers after another hour: one notice per member.
    await at(new Date(start.getTime() + 3 * HOUR), () =>
      Promise.all(['d1@p.example', 'd2@p.example', 'd3@p.example'].map((email) => view(email))),
    );
    expect(await notices()).toEqual({ [owner.email]: 3, [teammate.email]: 3 });
  });
});
