import { readdir, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { call, signIn } from './support/http';
import { PNG, pngVariant, uploadForm } from './support/uploads';

const UPDATE = '/v2/api/user/update_headshot';

async function headshotFiles(server: TestServer): Promise<string[]> {
  return (await readdir(join(server.dataDir, 'media', 'headshots')).catch(() => [] as string[])).sort();
}

/** Sends bytes as they are, with a chosen Content-Type, for bodies `fetch` would not produce. */
function rawPost(
  url: string,
  path: string,
  token: string,
  contentType: string,
  body: Buffer,
): Promise<{ status: number; body: { error?: { code: string; message: string } } }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}${path}`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': contentType,
          'content-length': body.length,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe.each(testDialects())('media uploads (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      dialect,
      limits: { headshotMaxBytes: 4096, uploadsPerWindow: 6, mediaQuotaBytes: 64 * 1024 },
    });
  });
  afterAll(() => server.close());

  it('removes a replaced photo, but keeps a file another user still references', async () => {
    // The demo data's own pictures (other domains seed some) stay as they are.
    const demo = new Set(await headshotFiles(server));
    const demoRows = new Set(
      (await server.server.ctx.db.selectFrom('media_files').select('id').execute()).map((row) => row.id),
    );
    const alice = await signIn(server.url, 'research@example.com');
    const bob = await signIn(server.url, 'investor@example.com');
    const shared = pngVariant(1);
    const first = await call(server.url, UPDATE, undefined, {
      token: alice,
      raw: uploadForm(shared, 'a.png', 'image/png'),
    });
    expect(first.status).toBe(200);
    const second = await call(server.url, UPDATE, undefined, {
      token: bob,
      raw: uploadForm(shared, 'b.png', 'image/png'),
    });
    expect(second.body.photo_url).toBe(first.body.photo_url);
    const sharedName = first.body.photo_url.split('/').at(-1);

    const replaced = await call(server.url, UPDATE, undefined, {
      token: alice,
      raw: uploadForm(pngVariant(2), 'c.png', 'image/png'),
    });
    expect(replaced.status).toBe(200);
    expect(await headshotFiles(server)).toContain(sharedName);

    const bobReplaced = await call(server.url, UPDATE, undefined, {
      token: bob,
      raw: uploadForm(pngVariant(3), 'd.png', 'image/png'),
    });
    expect(bobReplaced.status).toBe(200);
    const files = (await headshotFiles(server)).filter((file) => !demo.has(file));
    expect(files).not.toContain(sharedName);
    expect(files).toEqual(
      [replaced.body.photo_url, bobReplaced.body.photo_url]
        .map((url: string) => url.split('/').at(-1))
        .sort(),
    );
    const rows = (await server.server.ctx.db.selectFrom('media_files').selectAll().execute()).filter(
      (row) => !demoRows.has(row.id),
    );
    expect(rows.map((row) => row.path).sort()).toEqual(files.map((file) => `headshots/${file}`).sort());
  });

  it('rate-limits uploads per user, also under a parallel burst', async () => {
    const token = await signIn(server.url, 'intern@example.com');
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        call(server.url, UPDATE, undefined, {
          token,
          raw: uploadForm(pngVariant(100 + i), 'x.png', 'image/png'),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(6);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
    const limited = answers.find((answer) => answer.status === 429);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    const owner = await server.server.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'intern@example.com')
      .executeTakeFirstOrThrow();
    const rows = await server.server.ctx.db
      .selectFrom('media_files')
      .selectAll()
      .where('owner_id', '=', owner.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses an upload past the per-user storage quota, storing nothing', async () => {
    const token = await signIn(server.url, 'tools@example.com');
    const owner = await server.server.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'tools@example.com')
      .executeTakeFirstOrThrow();
    // Another kind of upload by the same user already fills most of the quota.
    await server.server.ctx.db
      .insertInto('media_files')
      .values({
        id: 'quota-filler',
        owner_id: owner.id,
        kind: 'course-units',
        hash: 'f',
        path: 'course-units/f.pdf',
        mime: 'application/pdf',
        size: 62 * 1024,
        created_at: new Date().toISOString(),
      })
      .execute();
    const before = await headshotFiles(server);
    const answer = await call(server.url, UPDATE, undefined, {
      token,
      raw: uploadForm(pngVariant(7, 3000), 'q.png', 'image/png'),
    });
    expect(answer.status).toBe(413);
    expect(answer.body.error.code).toBe('STORAGE_QUOTA_EXCEEDED');
    expect(answer.body.error.message).toContain('64 KiB');
    expect(await headshotFiles(server)).toEqual(before);
  });

  it('names the real limit when a file is too large', async () => {
    const token = await signIn(server.url, 'student@example.com');
    const answer = await call(server.url, UPDATE, undefined, {
      token,
      raw: uploadForm(pngVariant(8, 9000), 'big.png', 'image/png'),
    });
    expect(answer.status).toBe(413);
    expect(answer.body.error.message).toContain('4 KiB');
    const json = await call(
      server.url,
      '/v2/api/user/update_profile',
      { first_name: 'x'.repeat(300 * 1024) },
      { token },
    );
    expect(json.status).toBe(413);
    expect(json.body.error.message).toContain('256 KiB');
  });

  it('answers malformed multipart bodies with 400 in the one error shape', async () => {
    const token = await signIn(server.url, 'supervisor@example.com');
    const cases: [string, Buffer][] = [
      ['multipart/form-data; boundary=xyz', Buffer.from('{}')],
      [
        'multipart/form-data; boundary=xyz',
        Buffer.from(
          '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
        ),
      ],
      [`multipart/form-data; boundary=${'b'.repeat(300)}`, Buffer.from(`--${'b'.repeat(300)}\r\n`)],
      ['multipart/form-data', Buffer.from('--\r\n')],
    ];
    for (const [type, body] of cases) {
      const answer = await rawPost(server.url, UPDATE, token, type, body);
      expect({ type, status: answer.status }).toEqual({ type, status: 400 });
      expect(answer.body.error?.code).toBe('MALFORMED_REQUEST');
    }
  });

  it('answers refused /media/ paths with our 404 body and never serves the database', async () => {
    for (const path of [
      '/media/',
      '/media/../ailab.sqlite',
      '/media/%2e%2e/ailab.sqlite',
      '/media/headshots/',
    ]) {
      const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
        // Options, not a URL string: a URL would resolve the `..` before sending.
        const { hostname, port } = new URL(server.url);
        const req = request({ hostname, port, path, method: 'GET' }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
          );
        });
        req.on('error', reject);
        req.end();
      });
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect(JSON.parse(answer.text).error.code).toBe('NOT_FOUND');
      expect(answer.text).not.toContain('SQLite');
    }
  });

  it('creates the data and media folders 0700 and the database and media files 0600', async () => {
    const mode = async (path: string) => (await stat(path)).mode & 0o777;
    expect(await mode(server.dataDir)).toBe(0o700);
    expect(await mode(join(server.dataDir, 'media'))).toBe(0o700);
    expect(await mode(join(server.dataDir, 'media', 'headshots'))).toBe(0o700);
    for (const file of await headshotFiles(server))
      expect(await mode(join(server.dataDir, 'media', 'headshots', file))).toBe(0o600);
    if (dialect === 'sqlite') {
      expect(await mode(join(server.dataDir, 'ailab.sqlite'))).toBe(0o600);
      expect(await mode(join(server.dataDir, 'ailab.sqlite-wal'))).toBe(0o600);
    }
    expect(PNG.length).toBeGreaterThan(0);
  });
});
