import { configFromEnv } from './config/server-config';
import { openDatabase } from './db/database';
import { copyMedia } from './media/copy-media';
import { createDiskMediaStore } from './media/disk-media-store';
import { createS3MediaStore } from './media/s3-media-store';

/**
 * `npm run media:to-s3`: copies the media of `DATA_DIR/media` into the bucket of `MEDIA_S3_BUCKET`
 * (with the same `DATABASE_URL` or data folder the server uses). Run it before starting the server
 * with the bucket configured, and again after (it skips what is there) to catch uploads in between.
 */
async function main(): Promise<void> {
  const config = configFromEnv(process.env);
  if (!config.mediaS3)
    throw new Error('Set MEDIA_S3_BUCKET (and MEDIA_S3_ENDPOINT, keys) to copy media into.');
  const { db } = openDatabase(config);
  const from = createDiskMediaStore(config);
  const to = createS3MediaStore(config.mediaS3);
  try {
    const result = await copyMedia(db, from, to);
    process.stdout.write(
      `Copied ${result.copied} files to s3://${config.mediaS3.bucket}/${config.mediaS3.prefix} (${result.present} already there, ${result.missing.length} missing).\n`,
    );
    for (const path of result.missing) process.stderr.write(`missing: ${path}\n`);
    if (result.missing.length > 0) process.exitCode = 1;
  } finally {
    to.close();
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
