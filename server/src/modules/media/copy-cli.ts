// `npm run media:copy-to-s3` copies DATA_DIR/media (uploads and the demo's pictures) into the
// S3 bucket named by S3_* (docs/decisions/0057-media-storage.md): run it once when moving a disk
// installation to a bucket. Idempotent: files already there with the same size are skipped, so a
// second run copies nothing. Reads the same configuration as the server.
import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from '../../config.ts';
import { copyMediaDir } from './copy.ts';
import { createS3Store } from './s3-store.ts';

async function main(): Promise<void> {
  const config = loadConfig(process.env, { role: 'tool' });
  if (!config.s3) {
    throw new ConfigError(
      'No bucket: set S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY ' +
        '(and S3_FORCE_PATH_STYLE=true for MinIO-like stores).',
    );
  }
  if (!existsSync(config.mediaDir)) {
    console.log(`${config.mediaDir} does not exist: nothing to copy.`);
    return;
  }
  console.log(`Copying ${config.mediaDir} to bucket ${config.s3.bucket} at ${config.s3.endpoint}`);
  const store = createS3Store(config.s3);
  try {
    const report = await copyMediaDir(config.mediaDir, store, {
      onEvent: (e) => {
        if (e.kind === 'copied') console.log(`copied   ${e.key} (${e.bytes} bytes)`);
        else if (e.kind === 'ignored') console.log(`ignored  ${e.file} (not a media file)`);
      },
    });
    console.log(
      `Done: ${report.copied} copied (${report.bytes} bytes), ${report.present} already in the bucket, ` +
        `${report.ignored} ignored.`,
    );
  } finally {
    store.client.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
