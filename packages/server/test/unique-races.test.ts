import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { call, signIn } from './support/http';

const SIGN_UP = '/v1/api/public/sign_up';
const UPDATE_INFO = '/v2/api/user/update_info';

describe.each(testDialects())('unique constraints under races, and stored text (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect, limits: { codeRequestsPerAccount: 50 } });
  });
  afterAll(() => server.close());

  it('answers parallel sign-ups for the same new address alike, creating one account', async () => {
    const email = 'race@example.org';
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(server.url, SIGN_UP, {
          email,
          password: `Race-password-${i}`,
          first_name: 'Rae',
          last_name: 'Sing',
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const rows = await server.server.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('gives parallel requests for the same user name one success and 409s naming the field', async () => {
    const tokens = await Promise.all(
      ['student@example.com', 'intern@example.com', 'tools@example.com', 'investor@example.com'].map(
        (email) => signIn(server.url, email),
      ),
    );
    const answers = await Promise.all(
      tokens.map((token) =>
        call(server.url, UPDATE_INFO, { user_name: 'same.name' }, { token, method: 'PUT' }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    for (const answer of answers.filter((item) => item.status === 409)) {
      expect(answer.body.error.code).toBe('CONFLICT');
      expect(answer.body.error.fields[0]).toMatchObject({ field: 'user_name', code: 'taken' });
    }
  });

  it('treats user names alike in any case', async () => {
    const token = await signIn(server.url, 'member@example.com');
    const upper = await call(server.url, UPDATE_INFO, { user_name: 'ADMIN' }, { token, method: 'PUT' });
    expect(upper.status).toBe(409);
    expect(upper.body.error.fields[0].field).toBe('user_name');
    const own = await call(server.url, UPDATE_INFO, { user_name: 'MEMBER' }, { token, method: 'PUT' });
    expect(own.status).toBe(200);
    expect(own.body.user.user_name).toBe('MEMBER');
  });

  it('refuses a NUL or a lone surrogate in text, naming the field, and stores nothing', async () => {
    const token = await signIn(server.url, 'reviewer@example.com');
    for (const bad of ['Ann\u0000', 'A\ud800', '\udc00x']) {
      const answer = await call(server.url, UPDATE_INFO, { first_name: bad }, { token, method: 'PUT' });
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields[0]).toMatchObject({ field: 'first_name', code: 'invalid_text' });
      const signUp = await call(server.url, SIGN_UP, {
        email: 'text@example.org',
        password: 'Text-password-1',
        first_name: bad,
        last_name: 'Ok',
      });
      expect(signUp.status).toBe(400);
    }
    const info = await call(server.url, '/v2/api/user/personal_info', {}, { token });
    expect(info.body.user.first_name).not.toContain('\u0000');
    const emoji = await call(server.url, UPDATE_INFO, { first_name: 'Ann 😀' }, { token, method: 'PUT' });
    expect(emoji.body.user.first_name).toBe('Ann 😀');
  });
});
