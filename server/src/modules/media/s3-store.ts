import type { Readable } from 'node:stream';
import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type GetObjectCommandOutput,
  type HeadObjectCommandOutput,
} from '@aws-sdk/client-s3';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { S3Config } from '../../config.ts';
import { assertStoreKey, isStoreKey, MEDIA_CACHE_CONTROL, mediaUrl, type MediaStore } from './storage.ts';

/** A redirect to the public bucket is cached a day: S3_PUBLIC_URL may change, the files never do. */
const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

/** One plain byte range (`bytes=0-99`, `bytes=100-`, `bytes=-100`): all a browser's viewer asks. */
const SIMPLE_RANGE = /^bytes=(\d+-\d*|-\d+)$/;

/**
 * Media in an S3-compatible bucket (AWS S3, MinIO, R2, …) through the AWS SDK v3
 * (docs/decisions/0057-media-storage.md). Objects keep their content type and a one-year cache
 * header; /media/<key> streams them from the bucket with the bucket's ETag and Last-Modified and
 * answers conditional and range requests, or redirects to S3_PUBLIC_URL when the bucket is public.
 */
export function createS3Store(
  config: S3Config,
  client = createS3Client(config),
): MediaStore & { client: S3Client } {
  const bucket = config.bucket;

  async function head(key: string): Promise<HeadObjectCommandOutput | null> {
    try {
      return await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    } catch (err) {
      if (statusOf(err) === 404) return null;
      throw err;
    }
  }

  async function answer(request: FastifyRequest, reply: FastifyReply) {
    const key = (request.params as { '*': string })['*'];
    if (!isStoreKey(key)) return reply.callNotFound();
    if (config.publicUrl) {
      return reply
        .header('cache-control', REDIRECT_CACHE_CONTROL)
        .redirect(`${config.publicUrl}/${key.split('/').map(encodeURIComponent).join('/')}`, 302);
    }
    const conditions = {
      Bucket: bucket,
      Key: key,
      IfNoneMatch: request.headers['if-none-match'],
      IfModifiedSince: httpDate(request.headers['if-modified-since']),
    };
    const range = request.headers.range;
    let object: GetObjectCommandOutput | HeadObjectCommandOutput;
    try {
      object =
        request.method === 'HEAD'
          ? await client.send(new HeadObjectCommand(conditions))
          : await client.send(
              new GetObjectCommand({
                ...conditions,
                Range: range && SIMPLE_RANGE.test(range) ? range : undefined,
              }),
            );
    } catch (err) {
      const status = statusOf(err);
      if (status === 404) return reply.callNotFound();
      if (status === 304) {
        // Only a matching ETag or a later date gets here: the client's copy is the object's.
        const etag = request.headers['if-none-match'];
        if (etag && !etag.includes(',')) reply.header('etag', etag);
        return reply.code(304).header('cache-control', MEDIA_CACHE_CONTROL).send();
      }
      if (status === 416) return reply.code(416).header('content-range', 'bytes */*').send();
      throw err;
    }
    reply
      .header('content-type', object.ContentType ?? 'application/octet-stream')
      .header('cache-control', MEDIA_CACHE_CONTROL)
      .header('accept-ranges', 'bytes');
    if (object.ETag) reply.header('etag', object.ETag);
    if (object.LastModified) reply.header('last-modified', object.LastModified.toUTCString());
    if (object.ContentLength !== undefined) reply.header('content-length', object.ContentLength);
    const contentRange = 'ContentRange' in object ? object.ContentRange : undefined;
    if (contentRange) reply.code(206).header('content-range', contentRange);
    if (request.method === 'HEAD' || !('Body' in object) || !object.Body) return reply.send();
    return reply.send(object.Body as Readable);
  }

  return {
    kind: 's3',
    client,
    async put(key, data, contentType) {
      assertStoreKey(key);
      // Same key, same bytes (the key is the content's hash), so writing it again is harmless;
      // an object appears whole or not at all.
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: data,
          ContentLength: data.length,
          ContentType: contentType,
          CacheControl: MEDIA_CACHE_CONTROL,
        }),
      );
    },
    async sizeOf(key) {
      assertStoreKey(key);
      return (await head(key))?.ContentLength ?? null;
    },
    url: mediaUrl,
    async serve(app) {
      app.route({
        method: ['GET', 'HEAD'],
        url: '/media/*',
        exposeHeadRoute: false,
        schema: { hide: true },
        handler: answer,
      });
    },
  };
}

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's default
    // CRC32 trailers on every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that stops answering fails the request rather than holding it open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    maxAttempts: 3,
  });
}

function statusOf(err: unknown): number | undefined {
  if (err instanceof S3ServiceException) return err.$metadata.httpStatusCode;
  return (err as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

function httpDate(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
