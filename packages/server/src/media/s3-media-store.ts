import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import type { MediaStore } from './media-store';

/** `MEDIA_S3_*`: an S3-compatible bucket (AWS, MinIO, Cloudflare R2, Ceph, …). */
export interface S3MediaConfig {
  bucket: string;
  region: string;
  /** For a store other than AWS; requests then use path-style addresses (`<endpoint>/<bucket>/<key>`). */
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** A folder inside the bucket, e.g. `ailab/` (default: none). */
  prefix: string;
}

function isMissing(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return name === 'NoSuchKey' || name === 'NotFound' || status === 404;
}

/**
 * Media in an S3-compatible bucket, shared by every instance. The SDK is loaded only when a bucket
 * is configured (through a created require, so the production bundle leaves it in node_modules and a
 * server on the local disk never pays for it). Objects are private; the server streams them under
 * `/media/` with the same headers as files from the disk.
 */
export function createS3MediaStore(config: S3MediaConfig): MediaStore {
  const sdk = createRequire(import.meta.url)('@aws-sdk/client-s3') as typeof S3;
  const client = new sdk.S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    // Checksums only where S3 requires them: many compatible stores refuse the newer trailing ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  });
  const key = (path: string) => `${config.prefix}${path}`;
  return {
    kind: 's3',
    async put(path, bytes, mime) {
      await client.send(
        new sdk.PutObjectCommand({ Bucket: config.bucket, Key: key(path), Body: bytes, ContentType: mime }),
      );
    },
    async remove(path) {
      await client.send(new sdk.DeleteObjectCommand({ Bucket: config.bucket, Key: key(path) }));
    },
    async open(path) {
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: config.bucket, Key: key(path) }));
        if (!answer.Body) return null;
        return {
          body: answer.Body as Readable,
          size: answer.ContentLength ?? 0,
          mime: answer.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket: config.bucket,
            Prefix: config.prefix,
            ...(token ? { ContinuationToken: token } : {}),
          }),
        );
        for (const item of page.Contents ?? []) if (item.Key) yield item.Key.slice(config.prefix.length);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    close() {
      client.destroy();
    },
  };
}
