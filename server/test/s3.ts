import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../src/config.ts';
import { createS3Client } from '../src/modules/media/s3-store.ts';

/**
 * A real S3 implementation (s3rver: the S3 REST API over a directory) on a random port for media
 * tests (docs/decisions/0057-media-storage.md), with one empty bucket. `env` configures a server
 * for it; `keys()` lists what the bucket holds.
 */
export async function startS3(bucket = 'gamelot-media') {
  const directory = mkdtempSync(path.join(tmpdir(), 'gamelot-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  // s3rver takes any credentials; these are the ones its documentation uses.
  const env = {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const config: S3Config = {
    endpoint,
    bucket,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    publicUrl: undefined,
    forcePathStyle: true,
  };
  const client = createS3Client(config);
  return {
    env,
    config,
    client,
    async keys(): Promise<string[]> {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((o) => o.Key!).sort();
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
