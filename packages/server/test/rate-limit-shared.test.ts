import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';

const limits = {
  authRequestsPerIpPerMinute: 8,
  loginFailuresPerAccountAndIp: 1000,
  loginFailuresPerAccount: 1000,
};

async function signIn(url: string): Promise<number> {
  const answer = await fetch(`${url}/v2/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'research@example.com', password: 'wrong-password' }),
  });
  return answer.status;
}

describe.runIf(testDialects().includes('postgres'))(
  'per-IP limits shared by two instances on one PostgreSQL',
  () => {
    let first: TestServer;
    let second: TestServer;
    beforeAll(async () => {
      first = await startTestServer({ dialect: 'postgres', limits });
      second = await startTestServer({ databaseUrl: first.config.databaseUrl, seedDemo: false, limits });
    });
    afterAll(async () => {
      await second.close();
      await first.close();
    });

    it('counts one address across both instances: round-robin gets 8 answers, then 429 from either', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 12; attempt += 1)
        statuses.push(await signIn(attempt % 2 === 0 ? first.url : second.url));
      expect(statuses.slice(0, 8)).toEqual([401, 401, 401, 401, 401, 401, 401, 401]);
      expect(statuses.slice(8)).toEqual([429, 429, 429, 429]);
    });

    it('opens again once the window has passed on the shared clock', async () => {
      const later = new Date(Date.now() + 61_000);
      first.server.ctx.now = () => later;
      second.server.ctx.now = () => later;
      expect(await signIn(first.url)).toBe(401);
      expect(await signIn(second.url)).toBe(401);
    });
  },
);

describe.each(testDialects())('the per-IP limit on one instance (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect, limits });
  });
  afterAll(async () => server.close());

  it('counts in the database and tells when to come back', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 9; attempt += 1) statuses.push(await signIn(server.url));
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    const rows = await server.server.ctx.db
      .selectFrom('throttle')
      .select(['key', 'count'])
      .where('key', 'like', 'rate:%')
      .execute();
    expect(rows).toEqual([{ key: 'rate:POST/v2/api/user/login-127.0.0.1', count: 9 }]);
    const answer = await fetch(`${server.url}/v2/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'research@example.com', password: 'wrong-password' }),
    });
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
