import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyMedia } from '../src/media/copy-media';
import { createDiskMediaStore } from '../src/media/disk-media-store';
import { createS3MediaStore, type S3MediaConfig } from '../src/media/s3-media-store';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { call, signIn } from './support/http';
import { type S3StandIn, startS3StandIn } from './support/s3-stand-in';
import { pngVariant, uploadForm } from './support/uploads';

const UPDATE = '/v2/api/user/update_headshot';

function bucketConfig(stand: S3StandIn): S3MediaConfig {
  return {
    bucket: 'ailab-media',
    region: 'us-east-1',
    endpoint: stand.url,
    accessKeyId: 'test-key',
    secretAccessKey: 'test-secret',
    prefix: 'media/',
  };
}

describe.each(testDialects())('media on S3-compatible storage (%s)', (dialect) => {
  let stand: S3StandIn;
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    stand = await startS3StandIn();
    first = await startTestServer({ dialect, mediaS3: bucketConfig(stand) });
    // A second instance: on PostgreSQL the same database; on SQLite its own, sharing only the bucket.
    second = await startTestServer({
      ...(dialect === 'postgres' ? { databaseUrl: first.config.databaseUrl, seedDemo: false } : {}),
      mediaS3: bucketConfig(stand),
    });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await stand.close();
  });

  it('stores an upload in the bucket, serves it from another instance with the same headers, and deletes a replaced one', async () => {
    const member = await signIn(first.url, 'research@example.com');
    const uploaded = await call(first.url, UPDATE, undefined, {
      token: member,
      raw: uploadForm(pngVariant(11), 'a.png', 'image/png'),
    });
    expect(uploaded.status).toBe(200);
    const url: string = uploaded.body.photo_url;
    const key = `ailab-media/media/${url.replace('/media/', '')}`;
    expect(stand.objects.get(key)?.type).toBe('image/png');

    const served = await fetch(`${second.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(pngVariant(11))).toBe(true);
    const etag = served.headers.get('etag') ?? '';
    expect((await fetch(`${second.url}${url}`, { headers: { 'if-none-match': etag } })).status).toBe(304);

    const replaced = await call(first.url, UPDATE, undefined, {
      token: member,
      raw: uploadForm(pngVariant(12), 'b.png', 'image/png'),
    });
    expect(replaced.status).toBe(200);
    expect(stand.objects.has(key)).toBe(false);
    expect((await fetch(`${second.url}${url}`)).status).toBe(404);
  });

  it('answers 404 for paths that are not stored names, without asking the bucket', async () => {
    const before = stand.requests.length;
    // (fetch resolves /media/../ and /media/%2e%2e/ itself; an encoded slash reaches the server.)
    for (const path of [
      '/media/headshots/x.png',
      '/media/headshots/%2e%2e%2fa.png',
      '/media/HEADSHOTS/a.png',
    ])
      expect((await fetch(`${first.url}${path}`)).status).toBe(404);
    expect(stand.requests.length).toBe(before);
  });
});

describe('moving media from the data folder to a bucket', () => {
  let stand: S3StandIn;
  let server: TestServer;
  beforeAll(async () => {
    stand = await startS3StandIn();
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
    await stand.close();
  });

  it('copies every referenced file with its type, and a second run copies nothing', async () => {
    const member = await signIn(server.url, 'research@example.com');
    for (const seed of [21, 22])
      expect(
        (
          await call(server.url, UPDATE, undefined, {
            token: await signIn(server.url, seed === 21 ? 'research@example.com' : 'investor@example.com'),
            raw: uploadForm(pngVariant(seed), `${seed}.png`, 'image/png'),
          })
        ).status,
      ).toBe(200);
    expect(member).toBeTruthy();
    const disk = createDiskMediaStore(server.config);
    const bucket = createS3MediaStore(bucketConfig(stand));
    try {
      const first = await copyMedia(server.server.ctx.db, disk, bucket);
      const referenced = await server.server.ctx.db
        .selectFrom('media_files')
        .select('path')
        .distinct()
        .execute();
      expect(first.copied).toBe(referenced.length);
      expect(first.missing).toEqual([]);
      for (const row of referenced)
        expect(stand.objects.get(`ailab-media/media/${row.path}`)?.type).toMatch(/^image\//);
      const again = await copyMedia(server.server.ctx.db, disk, bucket);
      expect(again).toEqual({ copied: 0, present: referenced.length, missing: [] });
    } finally {
      bucket.close();
    }
  });
});
