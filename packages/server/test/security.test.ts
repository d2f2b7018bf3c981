import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { call, signIn } from './support/http';

// A 1×1 PNG, and the same bytes under a misleading name and type.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function upload(bytes: Uint8Array, name: string, type: string, field = 'file'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

describe.each(testDialects())('security (%s)', (dialect) => {
  let server: TestServer;
  const later = (minutes: number) => {
    const shifted = new Date(Date.now() + minutes * 60_000);
    server.server.ctx.now = () => shifted;
  };
  beforeAll(async () => {
    server = await startTestServer({
      dialect,
      limits: {
        loginFailuresPerAccount: 3,
        codeRequestsPerAccount: 3,
        codeMaxAttempts: 3,
        headshotMaxBytes: 4096,
      },
    });
  });
  afterAll(() => server.close());

  it('throttles failed sign-ins per account with 429 and Retry-After, the same for unknown emails', async () => {
    for (const email of ['startup@example.com', 'ghost@example.com']) {
      for (let i = 0; i < 3; i += 1) {
        expect((await call(server.url, '/v2/api/user/login', { email, password: 'wrong' })).status).toBe(401);
      }
      const limited = await call(server.url, '/v2/api/user/login', { email, password: 'demo-password-1' });
      expect(limited.status).toBe(429);
      expect(limited.body.error.code).toBe('RATE_LIMITED');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.body.error.message).toMatch(/\d+ seconds/);
    }
    later(16);
    expect(
      (
        await call(server.url, '/v2/api/user/login', {
          email: 'startup@example.com',
          password: 'demo-password-1',
        })
      ).status,
    ).toBe(200);
    server.server.ctx.now = () => new Date();
  });

  it('throttles code emails per address', async () => {
    const email = 'tools@example.com';
    for (let i = 0; i < 3; i += 1)
      expect((await call(server.url, '/v2/api/user/request_magic_code', { email })).status).toBe(200);
    expect((await call(server.url, '/v2/api/user/request_magic_code', { email })).status).toBe(429);
    expect(await server.readOutbox(email)).toHaveLength(3);
  });

  it('expires codes after 10 minutes and retires them after too many wrong attempts', async () => {
    const email = 'student@example.com';
    await call(server.url, '/v2/api/user/request_magic_code', { email });
    const code = await server.latestCode(email);
    later(11);
    const expired = await call(server.url, '/v2/api/user/verify_magic_code', { email, code });
    expect(expired.body.error.code).toBe('CODE_EXPIRED');
    server.server.ctx.now = () => new Date();

    await call(server.url, '/v2/api/user/request_magic_code', { email });
    const fresh = await server.latestCode(email);
    const wrong = fresh === '111111' ? '222222' : '111111';
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await call(server.url, '/v2/api/user/verify_magic_code', { email, code: wrong })).body.error.code,
      ).toBe('CODE_INVALID');
    }
    expect(
      (await call(server.url, '/v2/api/user/verify_magic_code', { email, code: fresh })).body.error.code,
    ).toBe('CODE_INVALID');
  });

  it('only the newest code works', async () => {
    const email = 'supervisor@example.com';
    await call(server.url, '/v2/api/user/request_magic_code', { email });
    const first = await server.latestCode(email);
    await call(server.url, '/v2/api/user/request_magic_code', { email });
    const second = await server.latestCode(email);
    if (first !== second) {
      expect((await call(server.url, '/v2/api/user/verify_magic_code', { email, code: first })).status).toBe(
        400,
      );
    }
    expect((await call(server.url, '/v2/api/user/verify_magic_code', { email, code: second })).status).toBe(
      200,
    );
  });

  it('expires sessions, and stores tokens only as hashes', async () => {
    const token = await signIn(server.url, 'investor@example.com');
    later(15 * 24 * 60);
    expect((await call(server.url, '/v2/api/user/who_am_i', {}, { token })).status).toBe(401);
    server.server.ctx.now = () => new Date();
    const rows = await server.server.ctx.db.selectFrom('auth_tokens').select('token_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.token_hash.includes(token.slice(8, 30)))).toBe(false);
    const users = await server.server.ctx.db.selectFrom('users').select('password_hash').execute();
    expect(
      users.every(
        (row) => row.password_hash === null || row.password_hash.startsWith('$argon2id$v=19$m=19456,t=2'),
      ),
    ).toBe(true);
  });

  it('accepts a headshot by its content, stores it by hash, and serves it', async () => {
    const token = await signIn(server.url, 'reviewer@example.com');
    const answer = await call(server.url, '/v2/api/user/update_headshot', undefined, {
      token,
      raw: upload(PNG, '../../evil.exe', 'application/x-msdownload'),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.photo_url).toMatch(/^\/media\/headshots\/[0-9a-f]{64}\.png$/);
    const files = await readdir(join(server.dataDir, 'media', 'headshots'));
    expect(files).toEqual([answer.body.photo_url.split('/').at(-1)]);
    const served = await fetch(`${server.url}${answer.body.photo_url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    expect((await call(server.url, '/v2/api/user/get_headshot', {}, { token })).body.photo_url).toBe(
      answer.body.photo_url,
    );
  });

  it('rejects headshots that are too large, not images, missing, or not multipart', async () => {
    const token = await signIn(server.url, 'reviewer@example.com');
    const before = (await call(server.url, '/v2/api/user/get_headshot', {}, { token })).body.photo_url;
    const big = Buffer.concat([PNG, Buffer.alloc(8192)]);
    const tooLarge = await call(server.url, '/v2/api/user/update_headshot', undefined, {
      token,
      raw: upload(big, 'a.png', 'image/png'),
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    const fake = await call(server.url, '/v2/api/user/update_headshot', undefined, {
      token,
      raw: upload(Buffer.from('<svg onload=alert(1)>'), 'a.png', 'image/png'),
    });
    expect(fake.status).toBe(415);
    expect(fake.body.error.message).toContain('PNG');
    const wrongField = await call(server.url, '/v2/api/user/update_headshot', undefined, {
      token,
      raw: upload(PNG, 'a.png', 'image/png', 'photo'),
    });
    expect(wrongField.status).toBe(400);
    const json = await call(server.url, '/v2/api/user/update_headshot', {}, { token });
    expect(json.status).toBe(415);
    const anonymous = await call(server.url, '/v2/api/user/update_headshot', undefined, {
      raw: upload(PNG, 'a.png', 'image/png'),
    });
    expect(anonymous.status).toBe(401);
    expect((await call(server.url, '/v2/api/user/get_headshot', {}, { token })).body.photo_url).toBe(before);
  });

  it('writes outbox email files readable only by the owner', async () => {
    const folder = join(server.dataDir, 'outbox');
    const [first] = await readdir(folder);
    expect(first).toBeDefined();
    expect(JSON.parse(await readFile(join(folder, first ?? ''), 'utf8')).subject).toBeTruthy();
  });
});

describe('per-IP rate limit on sign-in endpoints', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ limits: { authRequestsPerIpPerMinute: 5 } });
  });
  afterAll(() => server.close());

  it('answers 429 in the error model with Retry-After once an address exceeds the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push(
        (await call(server.url, '/v2/api/user/request_magic_code', { email: `ip${i}@example.com` })).status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    const limited = await call(
      server.url,
      '/v2/api/user/request_magic_code',
      { email: 'ip-last@example.com' },
      { language: 'ja-JP' },
    );
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(limited.body.error.message).toContain('秒後');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(server.url, '/v2/api/open/ping')).status).toBe(200);
  });
});
