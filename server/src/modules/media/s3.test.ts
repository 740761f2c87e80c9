import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { call, openTestDatabase } from '../../../test/helpers.ts';
import { startS3 } from '../../../test/s3.ts';
import { copyMediaDir, copySeedPictures } from './copy.ts';
import { createS3Store } from './s3-store.ts';

/**
 * Media in a bucket (docs/decisions/0057-media-storage.md): two app instances, as two processes
 * behind a load balancer would be, share one database and one real S3 server (s3rver), each with
 * its own empty DATA_DIR. What one stores, the other serves.
 */
const serverDir = path.resolve(import.meta.dirname, '../../..');
const SECRETS = {
  JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
  KEYS_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64'),
  PAYMENTS_WEBHOOK_SECRET: 'webhook-secret-that-is-long-enough-0123456789',
};

function multipart(filename: string, data: Buffer) {
  const boundary = '----gamelotS3test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

describe('media in an S3 bucket, shared by two app instances', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let database: Database;
  let drop: () => Promise<void>;
  const dataDirs: string[] = [];
  const apps: FastifyInstance[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;
  let token: string;

  async function instance(env: Record<string, string> = {}): Promise<FastifyInstance> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gamelot-s3-app-'));
    dataDirs.push(dataDir);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'silent',
      DEFAULT_LANGUAGE: 'en',
      ...SECRETS,
      ...s3.env,
      ...env,
    });
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    apps.push(app);
    return app;
  }

  beforeAll(async () => {
    s3 = await startS3();
    ({ database, drop } = await openTestDatabase());
    a = await instance();
    b = await instance();
    const [user] = await database.db
      .insert(users)
      .values({ name: 'Uploader', email: 'uploader@example.com' })
      .returning({ id: users.id });
    token = await a.tokens.signUser({ id: user!.id, roles: ['USER'], tokenVersion: 0 });
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
    await drop?.();
    await s3?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  const upload = (app: FastifyInstance, target: string, filename: string, data: Buffer) =>
    call(app, { method: 'POST', url: `/api/media/upload/${target}`, token, ...multipart(filename, data) });

  /** Files in the instances' own media directories: with a bucket there are none. */
  const onDisk = () =>
    dataDirs.flatMap((dir) =>
      existsSync(path.join(dir, 'media'))
        ? readdirSync(path.join(dir, 'media'), { recursive: true, encoding: 'utf8' })
        : [],
    );

  it('stores an upload through A in the bucket, re-encoded, and B serves the same bytes and headers', async () => {
    const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#e76f51' } })
      .png()
      .toBuffer();
    const res = await upload(a, 'offers', 'cover.png', png);
    expect(res.status).toBe(200);
    const [file] = res.body as { url: string; fileId: string; size: number; mimeType: string }[];
    expect(file!.mimeType).toBe('image/webp');
    expect(file!.url).toBe(`/media/offers/${file!.fileId}.webp`);
    expect(await s3.keys()).toContain(`offers/${file!.fileId}.webp`);
    expect(onDisk()).toEqual([]);

    const fromA = await a.inject({ method: 'GET', url: file!.url });
    const fromB = await b.inject({ method: 'GET', url: file!.url });
    for (const served of [fromA, fromB]) {
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['content-length']).toBe(String(file!.size));
      expect(served.headers.etag).toMatch(/^"[0-9a-f]+"$/);
      expect(served.headers['last-modified']).toMatch(/GMT$/);
    }
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
    expect(createHash('sha256').update(fromB.rawPayload).digest('hex')).toBe(file!.fileId);
    expect(fromB.headers.etag).toBe(fromA.headers.etag);
    expect((await sharp(fromB.rawPayload).metadata()).format).toBe('webp');

    // A browser's revalidation, a HEAD and a range read all work through the other process too.
    const unchanged = await b.inject({
      method: 'GET',
      url: file!.url,
      headers: { 'if-none-match': fromA.headers.etag as string },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload).toHaveLength(0);
    const head = await b.inject({ method: 'HEAD', url: file!.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(file!.size));
    expect(head.headers['content-type']).toBe('image/webp');
    const part = await b.inject({ method: 'GET', url: file!.url, headers: { range: 'bytes=0-9' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${file!.size}`);
    expect(part.rawPayload.equals(fromA.rawPayload.subarray(0, 10))).toBe(true);
  });

  it('keeps a PDF byte for byte with its content type', async () => {
    const res = await upload(b, 'chats', 'terms.pdf', pdf);
    expect(res.status).toBe(200);
    const served = await a.inject({ method: 'GET', url: res.body[0].url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(pdf)).toBe(true);
  });

  it('checks a file before it reaches the bucket: a refused upload stores nothing', async () => {
    const before = await s3.keys();
    const res = await upload(a, 'offers', 'photo.jpg', Buffer.from('not an image at all'));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.notAnImage);
    expect(await s3.keys()).toEqual(before);
  });

  it('answers 404 for a key the bucket does not hold, and for a name no store takes', async () => {
    for (const url of [
      `/media/offers/${'0'.repeat(64)}.webp`,
      '/media/nothing-here.webp',
      '/media/offers/.hidden',
      '/media/offers/..%2F..%2Fsecret',
    ]) {
      const res = await call(b, { method: 'GET', url });
      expect(res.status, url).toBe(404);
      expect(res.body).toMatchObject({ status: 404, message: MESSAGES.notFound });
    }
    expect((await b.inject({ method: 'HEAD', url: `/media/offers/${'1'.repeat(64)}.webp` })).statusCode).toBe(
      404,
    );
  });

  it('redirects to S3_PUBLIC_URL when the bucket is public', async () => {
    const cdn = await instance({ S3_PUBLIC_URL: 'https://cdn.example.test/media/' });
    const key = (await s3.keys())[0]!;
    const res = await cdn.inject({ method: 'GET', url: `/media/${key}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`https://cdn.example.test/media/${key}`);
  });

  describe('copying a disk media directory into the bucket', () => {
    let mediaDir: string;
    const avatar = `avatars/${'a'.repeat(64)}.webp`;

    beforeAll(async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'gamelot-s3-copy-'));
      dataDirs.push(dataDir);
      mediaDir = path.join(dataDir, 'media');
      const write = (rel: string, data: Buffer) => {
        mkdirSync(path.dirname(path.join(mediaDir, rel)), { recursive: true });
        writeFileSync(path.join(mediaDir, rel), data);
      };
      write(
        avatar,
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
          .webp()
          .toBuffer(),
      );
      write('seed/offers/cover-0123abcd45.webp', Buffer.from('seed picture'));
      write('backgrounds/preset-01.jpg', Buffer.from('a background'));
      write(`avatars/.${'b'.repeat(8)}.tmp`, Buffer.from('half a file'));
    });

    it('copies every file once and a second run copies nothing (the real command)', async () => {
      const run = () => runCopyCommand({ ...s3.env, DATA_DIR: path.dirname(mediaDir) });
      const first = await run();
      expect(first.code, first.output).toBe(0);
      expect(first.output).toContain(`copied   ${avatar}`);
      expect(first.output).toContain('copied   backgrounds/preset-01.jpg');
      expect(first.output).toContain('copied   seed/offers/cover-0123abcd45.webp');
      expect(first.output).toMatch(/Done: 3 copied \(\d+ bytes\), 0 already in the bucket, 1 ignored\./);
      const second = await run();
      expect(second.code, second.output).toBe(0);
      expect(second.output).not.toContain('copied   ');
      expect(second.output).toMatch(/Done: 0 copied \(0 bytes\), 3 already in the bucket, 1 ignored\./);

      const background = await b.inject({ method: 'GET', url: '/media/backgrounds/preset-01.jpg' });
      expect(background.statusCode).toBe(200);
      expect(background.headers['content-type']).toBe('image/jpeg');
      expect(background.body).toBe('a background');
      expect((await b.inject({ method: 'GET', url: `/media/${avatar}` })).headers['content-type']).toBe(
        'image/webp',
      );
    }, 120_000);

    it('copies a file again when the bucket holds a different size under its name', async () => {
      const store = await createS3Store(s3.config);
      await store.put('backgrounds/preset-01.jpg', Buffer.from('old'), 'image/jpeg');
      const report = await copyMediaDir(mediaDir, store);
      expect(report).toEqual({ copied: 1, bytes: 'a background'.length, present: 2, ignored: 1 });
      expect(await copySeedPictures(mediaDir, store)).toEqual({
        copied: 0,
        bytes: 0,
        present: 2,
        ignored: 0,
      });
      store.client.destroy();
    });
  });
});

/** `npm run media:copy-to-s3` as the server workspace runs it (tsx): it copies DATA_DIR/media. */
async function runCopyCommand(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/modules/media/copy-cli.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...env, DATABASE_URL: '', NODE_NO_WARNINGS: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}
