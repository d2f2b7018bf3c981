import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One stored object. */
export interface StandInObject {
  body: Buffer;
  type: string;
}

/** A local server that speaks the part of the S3 protocol the media store uses (path-style). */
export interface S3StandIn {
  url: string;
  /** `<bucket>/<key>` → object. */
  objects: Map<string, StandInObject>;
  requests: string[];
  close(): Promise<void>;
}

function xmlEscape(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * PutObject, GetObject, HeadObject, DeleteObject and ListObjectsV2 on path-style URLs
 * (`/<bucket>/<key>`), with S3's XML errors. Signatures are not checked: the SDK's signing is not
 * what these tests are about.
 */
export function startS3StandIn(): Promise<S3StandIn> {
  const objects = new Map<string, StandInObject>();
  const requests: string[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://stand-in');
    const [, bucket = '', ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    requests.push(`${incoming.method} ${bucket}/${key}`);
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const id = `${bucket}/${key}`;
      if (incoming.method === 'PUT') {
        objects.set(id, {
          body: Buffer.concat(chunks),
          type: String(incoming.headers['content-type'] ?? 'application/octet-stream'),
        });
        outgoing.writeHead(200, { etag: '"stand-in"' }).end();
        return;
      }
      if (incoming.method === 'DELETE') {
        objects.delete(id);
        outgoing.writeHead(204).end();
        return;
      }
      if (incoming.method === 'GET' && key === '' && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const keys = [...objects.keys()]
          .filter((name) => name.startsWith(`${bucket}/${prefix}`))
          .map((name) => name.slice(bucket.length + 1));
        const contents = keys.map((name) => `<Contents><Key>${xmlEscape(name)}</Key></Contents>`).join('');
        outgoing
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(
            `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
          );
        return;
      }
      const object = objects.get(id);
      if (!object) {
        outgoing
          .writeHead(404, { 'content-type': 'application/xml' })
          .end(
            `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>`,
          );
        return;
      }
      outgoing.writeHead(200, {
        'content-type': object.type,
        'content-length': String(object.body.length),
        etag: '"stand-in"',
      });
      outgoing.end(incoming.method === 'HEAD' ? undefined : object.body);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        objects,
        requests,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    ),
  );
}
